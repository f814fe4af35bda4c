import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { freePort } from "#tests/support/free-port.ts";
import { measureAnalytics } from "./analytics.ts";
import { measure, waitForHealth } from "./http-load.ts";
import { auditPages } from "./lighthouse.ts";
import { inlinedStylesheet, routeWeights, weightTable } from "./route-weights.ts";
import { measureSearchLatency } from "./search-latency.ts";

/** `npm run bench`: prints what each route ships and how fast the server answers on loopback. */
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const build = (await import(
  pathToFileURL(path.resolve("build/server/index.js")).href
)) as ServerBuild;
const weights = routeWeights(build, path.resolve("build/client"));

const stylesheet = inlinedStylesheet(path.resolve("build/client"));
process.stdout.write(
  `\nJavaScript loaded on first visit, per route, against its budget (the stylesheet, ${kb(stylesheet.raw)} raw / ${kb(stylesheet.gzip)} gzip, is inlined in every document)\n`,
);
console.table(weightTable(weights));

const search = await measureSearchLatency();
process.stdout.write(
  `\nSearch latency in process (${search.documents} documents, index built in ${search.buildMs.toFixed(1)} ms, ${300} runs per query)\n`,
);
console.table(search.rows);

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "celestial-bench-"));
const server = spawn("node", ["--import", "tsx", "server.ts"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const baseUrl = `http://127.0.0.1:${port}`;

try {
  await waitForHealth(baseUrl, 60);
  const results = [];
  for (const target of ["/", "/nope", "/healthz", "/api/search?q=seraphna&limit=10"]) {
    await measure(baseUrl, target, 2); // warm-up
    results.push(await measure(baseUrl, target));
  }
  process.stdout.write("\nServer throughput on loopback (10 connections, 8 s each)\n");
  console.table(
    results.map((r) => ({
      path: r.path,
      "req/s": Math.round(r.requestsPerSecond),
      "p50 ms": r.p50,
      "p99 ms": r.p99,
      statuses: r.statuses,
      errors: r.errors,
    })),
  );

  process.stdout.write(
    "\nLighthouse (mobile, simulated throttling), median of 3 runs per page; the machine is shared, so performance is indicative\n",
  );
  console.table(await auditPages(baseUrl));
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

// Its own server on its own seeded data, after the one above has stopped, so neither slows the other.
const analytics = await measureAnalytics();
process.stdout.write(
  `\nAnalytics: ${analytics.events.toLocaleString("en-US")} events over a year (seeded in ${analytics.seedSeconds.toFixed(0)} s, rolled up in ${analytics.rollupSeconds.toFixed(0)} s)\n`,
);
console.table([
  {
    measure: "ingestion on loopback (POST /api/event, 10 connections, 8 s)",
    figure: `${Math.round(analytics.eventsPerSecond)} events/s`,
    goal: ">= 2,000 events/s",
    detail: `${analytics.ingestStatuses}; server CPU ${analytics.cpuMsPerEvent?.toFixed(2) ?? "?"} ms per event`,
  },
  {
    measure: "admin /analytics loader, 90 days (/analytics.data)",
    figure: `p50 ${analytics.loaderP50Ms.toFixed(1)} ms, p90 ${analytics.loaderP90Ms.toFixed(1)} ms`,
    goal: "<= 150 ms p50",
    detail: "one request at a time, after 5 warm-up requests",
  },
]);
