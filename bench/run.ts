import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { auditPages } from "./lighthouse.ts";
import { routeWeights } from "./route-weights.ts";
import { measureSearchLatency } from "./search-latency.ts";
import { startSite } from "./servers.ts";
import { measureThroughput } from "./throughput.ts";

/** The key pages of the Lighthouse budget: home, the blog and a post, a service, a legal page, the shop. */
const LIGHTHOUSE_PAGES = [
  "/",
  "/blog",
  "/blog/future-of-tech-is-femme",
  "/services/custom-software-and-apps",
  "/terms",
  "/shop",
];

/** `npm run bench`: prints what each route ships and how fast the server answers on loopback. */
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const build = (await import(
  pathToFileURL(path.resolve("build/server/index.js")).href
)) as ServerBuild;
const weights = routeWeights(build, path.resolve("build/client"));

process.stdout.write("\nJavaScript and CSS loaded on first visit, per route\n");
console.table(
  weights.map((w) => ({
    route: w.route,
    "JS raw": kb(w.js.raw),
    "JS gzip": kb(w.js.gzip),
    "CSS raw": kb(w.css.raw),
    "CSS gzip": kb(w.css.gzip),
  })),
);

const search = await measureSearchLatency();
process.stdout.write(
  `\nSearch latency in process (${search.documents} documents, index built in ${search.buildMs.toFixed(1)} ms, ${300} runs per query)\n`,
);
console.table(search.rows);

// Two production starts: the page cache on (the default) and off, measured in the same run.
const cached = await startSite();
const uncached = await startSite({ PAGE_CACHE_MB: "0" });
try {
  await measureThroughput(cached, uncached);

  process.stdout.write("\nLighthouse (mobile) scores\n");
  console.table(await auditPages(cached.url, LIGHTHOUSE_PAGES));
} finally {
  await Promise.all([cached.stop(), uncached.stop()]);
}
