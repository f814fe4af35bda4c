import { loadavg } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { measureAnalytics } from "./analytics.ts";
import { auditPages } from "./lighthouse.ts";
import { measureMediaProcessing } from "./media-processing.ts";
import { measureNewsletterSend } from "./newsletter-send.ts";
import { inlinedStylesheet, routeWeights, weightTable } from "./route-weights.ts";
import { measureSearchLatency } from "./search-latency.ts";
import { startPostgresSites, startSite } from "./servers.ts";
import { measureThroughput } from "./throughput.ts";

/** `npm run bench`: prints what each route ships and how fast the server answers on loopback. */
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const PARTS = [
  "weights",
  "search",
  "media",
  "newsletter",
  "throughput",
  "lighthouse",
  "analytics",
] as const;
type Part = (typeof PARTS)[number];

/** `BENCH_ONLY=throughput,lighthouse` runs just those parts; unset, every part runs. */
const only = (process.env.BENCH_ONLY ?? "")
  .split(",")
  .map((part) => part.trim())
  .filter(Boolean);
const unknown = only.filter((part) => !PARTS.includes(part as Part));
if (unknown.length) {
  throw new Error(
    `BENCH_ONLY names unknown parts: ${unknown.join(", ")} (known: ${PARTS.join(", ")})`,
  );
}
const runs = (part: Part) => only.length === 0 || only.includes(part);

if (runs("weights")) {
  const build = (await import(
    pathToFileURL(path.resolve("build/server/index.js")).href
  )) as ServerBuild;
  const weights = routeWeights(build, path.resolve("build/client"));
  const stylesheet = inlinedStylesheet(path.resolve("build/client"));
  process.stdout.write(
    `\nJavaScript loaded on first visit, per route, against its budget: every script a first visit fetches (what the document preloads and imports, then the analytics chunk loaded after hydration), gzip -9 (the stylesheet, ${kb(stylesheet.raw)} raw / ${kb(stylesheet.gzip)} gzip, is inlined in every document)\n`,
  );
  console.table(weightTable(weights));
}

if (runs("search")) {
  const search = await measureSearchLatency();
  process.stdout.write(
    `\nSearch latency in process (${search.documents} documents, index built in ${search.buildMs.toFixed(1)} ms, ${300} runs per query)\n`,
  );
  console.table(search.rows);
}

if (runs("media")) {
  const media = await measureMediaProcessing();
  process.stdout.write(
    `\nMedia library: one 12-megapixel JPEG (4000 × 3000, ${kb(media.sourceBytes)}) through the upload pipeline, ${media.seconds.length} runs after a warm-up\n`,
  );
  console.table([
    {
      measure: "processing (type check, decode, AVIF and WebP at every width)",
      figure: `${media.medianSeconds.toFixed(2)} s median`,
      goal: "<= 3 s",
      detail: `${media.variants} files, ${kb(media.storedBytes)} in all; runs ${media.seconds.map((s) => s.toFixed(2)).join(", ")} s`,
    },
    {
      measure: "CPU time of the same (all threads; on a busy machine the steadier figure)",
      figure: `${media.medianCpuSeconds.toFixed(2)} CPU s median`,
      goal: "-",
      detail: `load average ${loadavg()[0]?.toFixed(1)} at the end`,
    },
  ]);
}

if (runs("newsletter")) {
  const send = await measureNewsletterSend();
  process.stdout.write(
    `\nNewsletter: one campaign to ${send.recipients} confirmed subscribers through a local SMTP sink, throttling off, on ${send.engine} (with BENCH_DATABASE_URL, a new database on that PostgreSQL server)\n`,
  );
  console.table([
    {
      measure: "mails per second",
      figure: `${send.mailsPerSecond.toFixed(0)} mails/s`,
      goal: ">= 200",
      detail: `load average ${loadavg()[0]?.toFixed(1)} at the end`,
    },
    {
      measure: "CPU per mail (this process: sender, sink and, on PGlite, the database)",
      figure: `${send.cpuMsPerMail.toFixed(2)} ms`,
      goal: "-",
      detail: "",
    },
  ]);
}

if (runs("throughput") || runs("lighthouse")) {
  // Two production starts: the page cache on (the default) and off, measured in the same run.
  const cached = await startSite();
  const uncached = runs("throughput") ? await startSite({ PAGE_CACHE_MB: "0" }) : null;
  const postgres = uncached ? await startPostgresSites() : undefined;
  try {
    if (uncached) await measureThroughput(cached, uncached, postgres);
    if (runs("lighthouse")) {
      const audit = await auditPages(cached.url);
      process.stdout.write(
        `\nLighthouse 12 (mobile), median of 3 runs per page, each run both ways: applied throttling (--throttling-method=devtools: slow 4G, 562.5 ms added to each request, 1.4 Mbps, CPU 4x slower) and simulated; goal applied: performance 100, TBT <= 100 ms, LCP <= 1.5 s, CLS 0. Benchmark index ${audit.benchmarkIndex} (median), load average ${loadavg()[0]?.toFixed(1)}\n`,
      );
      console.table(audit.rows);
    }
  } finally {
    await Promise.all([
      cached.stop(),
      uncached?.stop(),
      postgres?.single.stop(),
      postgres?.cluster.stop(),
    ]);
  }
}

if (runs("analytics")) {
  // Its own server on its own seeded data, after the ones above have stopped, so none slows another.
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
}
