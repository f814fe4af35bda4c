import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { CONNECTIONS, type LoadResult, measure, median } from "./http-load.ts";
import {
  memberCookie,
  type PostgresSites,
  type Started,
  startBareServer,
  startFrameworkFloor,
} from "./servers.ts";

type Target = {
  label: string;
  url: string;
  headers?: Record<string, string>;
  goal?: string;
  /** The process answering, for its CPU time per request. */
  pid?: number;
};

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** Every target once per round, in turns, so a busy moment of the machine hits them all alike. */
async function inTurns(targets: Target[]): Promise<LoadResult[][]> {
  const runs = targets.map((): LoadResult[] => []);
  for (const target of targets) await measure(target.url, { seconds: 1, headers: target.headers });
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, target] of targets.entries()) {
      runs[index]?.push(
        await measure(target.url, { seconds: SECONDS, headers: target.headers, pid: target.pid }),
      );
    }
  }
  return runs;
}

function cpuPerRequest(results: LoadResult[]): string {
  const figures = results.flatMap((r) => (r.cpuMsPerRequest === null ? [] : [r.cpuMsPerRequest]));
  return figures.length ? median(figures).toFixed(2) : "";
}

/** What more processes buy where the database is a server of its own, for the rendered paths. */
async function postgresTargets({ single, cluster, processes }: PostgresSites): Promise<Target[]> {
  const sites = [
    { site: single, name: "PostgreSQL, 1 process" },
    { site: cluster, name: `PostgreSQL, ${processes} processes` },
  ];
  const targets: Target[] = [];
  for (const { site, name } of sites) {
    const cookie = await memberCookie(site);
    targets.push(
      { label: `/ cache off, ${name}`, url: `${site.url}/`, pid: site.pid },
      { label: `404 page, ${name}`, url: `${site.url}/no-such-page`, pid: site.pid },
      {
        label: `/dashboard signed in, ${name}`,
        url: `${site.url}/dashboard`,
        headers: { cookie },
        pid: site.pid,
      },
    );
  }
  return targets;
}

/** The site's routes below its root: what React Router walks to match a request. */
async function siteRouteCount() {
  const build = (await import(
    pathToFileURL(path.resolve("build/server/index.js")).href
  )) as ServerBuild;
  return Object.keys(build.routes).length - 1;
}

/**
 * The figures: the site with its page cache on and off, against a bare Node server that
 * sends the very HTML of `/` from memory, and React Router alone with as many routes and with two,
 * measured in the same run.
 */
/** One row per target: medians of its rounds, against the first target (the bare server). */
function printTable(targets: Target[], runs: LoadResult[][]) {
  const bareRate = median(runs[0]?.map((r) => r.requestsPerSecond) ?? []);
  process.stdout.write(
    `\nServer throughput on loopback: autocannon, ${CONNECTIONS} connections, ` +
      `${ROUNDS} rounds of ${SECONDS} s taken in turns; medians\n`,
  );
  console.table(
    targets.map((target, index) => {
      const results = runs[index] ?? [];
      const rate = median(results.map((r) => r.requestsPerSecond));
      return {
        what: target.label,
        "req/s": Math.round(rate),
        "of bare": `${((rate / bareRate) * 100).toFixed(1)} %`,
        "p50 ms": median(results.map((r) => r.p50)),
        "p99 ms": median(results.map((r) => r.p99)),
        // What a request costs the server's process: steadier than req/s on a busy machine.
        "CPU ms/req": cpuPerRequest(results),
        statuses: results.at(-1)?.statuses ?? "",
        errors: results.reduce((sum, r) => sum + r.errors, 0),
        goal: target.goal ?? "",
      };
    }),
  );
}

export async function measureThroughput(
  cached: Started,
  uncached: Started,
  postgres?: PostgresSites,
) {
  // The second request of `/` is answered from the cache: that is the document to compare with.
  await fetch(`${cached.url}/`);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const html = await (await fetch(`${cached.url}/`)).text();
  const routes = await siteRouteCount();
  const yardsticks: Started[] = [];
  const keep = (site: Started) => {
    yardsticks.push(site);
    return site;
  };
  try {
    const bare = keep(await startBareServer(html));
    const floor = keep(await startFrameworkFloor(routes));
    const smallFloor = keep(await startFrameworkFloor(2));
    const cookie = await memberCookie(cached);
    const on = (site: Started, path: string) => ({ url: `${site.url}${path}`, pid: site.pid });
    const targets: Target[] = [
      { label: `bare Node http, same ${Math.round(html.length / 1024)} KB HTML`, ...on(bare, "/") },
      { label: "/ anonymous, cache on", ...on(cached, "/"), goal: "≥ 50 % of bare, p99 < 20 ms" },
      { label: "/ anonymous, cache off", ...on(uncached, "/"), goal: "≥ 500 req/s" },
      { label: "404 page, cache on", ...on(cached, "/no-such-page") },
      { label: "404 page, cache off", ...on(uncached, "/no-such-page"), goal: "≥ 1,000 req/s" },
      {
        label: "/dashboard signed in",
        ...on(cached, "/dashboard"),
        headers: { cookie },
        goal: "≥ 400 req/s",
      },
      ...(postgres ? await postgresTargets(postgres) : []),
      {
        label: `React Router alone, ${routes} routes: a one-paragraph page at an unknown path`,
        ...on(floor, "/no-such-page"),
      },
      { label: "React Router alone, 2 routes: the same", ...on(smallFloor, "/no-such-page") },
      { label: "/healthz", ...on(cached, "/healthz") },
      { label: "/favicon.ico (no render)", ...on(cached, "/favicon.ico") },
      { label: "/api/search", ...on(cached, "/api/search?q=seraphna&limit=10") },
    ];
    printTable(targets, await inTurns(targets));
  } finally {
    await Promise.all(yardsticks.map((site) => site.stop()));
  }
}
