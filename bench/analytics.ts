import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { readDemoCredentials } from "#app/.server/demo/credentials-file.ts";
import { seedYearOfTraffic } from "./analytics-seed.ts";
import { processCpuMs } from "./process-cpu.ts";
import { startSite } from "./servers.ts";

export type AnalyticsBench = {
  events: number;
  seedSeconds: number;
  rollupSeconds: number;
  loaderP50Ms: number;
  loaderP90Ms: number;
  eventsPerSecond: number;
  /** Server CPU time per accepted event: what one core could take, whatever else the machine runs. */
  cpuMsPerEvent: number | null;
  ingestStatuses: string;
};

const SEEDED_EVENTS = 1_000_000;
const LOADER_RUNS = 60;

async function adminCookie(baseUrl: string, dataDir: string): Promise<string> {
  const credentials = readDemoCredentials(dataDir);
  const admin =
    typeof credentials === "object"
      ? credentials.accounts.find((account) => account.role === "admin")
      : undefined;
  if (!admin) throw new Error("no demo admin in the bench's data folder");
  const response = await fetch(`${baseUrl}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "login", email: admin.email, password: admin.password }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.includes("session_token="));
  if (!cookie) throw new Error(`admin sign-in failed (${response.status})`);
  return cookie.split(";")[0] ?? "";
}

/** The admin's 90-day /analytics loader, one request at a time, as its data request. */
async function loaderTimes(baseUrl: string, cookie: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < LOADER_RUNS + 5; run += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/analytics.data?range=90d`, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`/analytics.data answered ${response.status}`);
    if (run >= 5) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** Page views posted as the collection script posts them, each from a different client address. */
async function ingestion(baseUrl: string, seconds: number) {
  const body = JSON.stringify({ kind: "pageview", url: `${baseUrl}/blog`, referrer: "" });
  const result = await autocannon({
    url: `${baseUrl}/api/event`,
    connections: 10,
    duration: seconds,
    requests: [
      {
        method: "POST",
        body,
        setupRequest: (request) => {
          const address = `10.${(Math.random() * 255) | 0}.${(Math.random() * 255) | 0}.${(Math.random() * 255) | 0}`;
          return {
            ...request,
            headers: {
              ...request.headers,
              "content-type": "text/plain;charset=UTF-8",
              origin: baseUrl,
              "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/147.0.0.0 Safari/537.36",
              "x-forwarded-for": address,
            },
          };
        },
      },
    ],
  });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stat]) => `${code}×${(stat as { count: number }).count}`)
    .join(" ");
  const accepted = (result.statusCodeStats as Record<string, { count: number }>)["202"]?.count ?? 0;
  return { eventsPerSecond: accepted / seconds, statuses };
}

/**
 * A year of seeded traffic, then two figures: the admin dashboard's 90-day loader time, and how
 * many page views a second one instance takes on loopback.
 */
export async function measureAnalytics(): Promise<AnalyticsBench> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "celestial-analytics-bench-"));
  const seeded = await seedYearOfTraffic(dataDir, SEEDED_EVENTS, new Date());
  // The load generator stands in for many visitors behind a proxy on this machine. Ten seconds of
  // it pass the default daily cap, and the bench measures writing events, not dropping them.
  const site = await startSite(
    { TRUST_PROXY: "loopback", ANALYTICS_DAILY_EVENT_CAP: "100000000" },
    dataDir,
  );
  const baseUrl = site.url;
  try {
    const times = await loaderTimes(baseUrl, await adminCookie(baseUrl, dataDir));
    await ingestion(baseUrl, 2); // warm-up
    const cpuBefore = processCpuMs(site.pid);
    const ingest = await ingestion(baseUrl, 8);
    const cpuAfter = processCpuMs(site.pid);
    const accepted = ingest.eventsPerSecond * 8;
    return {
      events: SEEDED_EVENTS,
      seedSeconds: seeded.seededMs / 1000,
      rollupSeconds: seeded.rollupMs / 1000,
      loaderP50Ms: times[Math.floor(times.length / 2)] ?? Number.NaN,
      loaderP90Ms: times[Math.floor(times.length * 0.9)] ?? Number.NaN,
      eventsPerSecond: ingest.eventsPerSecond,
      cpuMsPerEvent:
        cpuBefore !== null && cpuAfter !== null && accepted > 0
          ? (cpuAfter - cpuBefore) / accepted
          : null,
      ingestStatuses: ingest.statuses,
    };
  } finally {
    await site.stop();
  }
}
