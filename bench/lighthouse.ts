import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, resolveChromiumPath } from "#tests/support/chromium.ts";

export type LighthouseRow = {
  path: string;
  "applied: performance": number;
  "applied: TBT ms": number;
  "applied: LCP ms": number;
  "applied: CLS": number;
  "simulated: performance": number;
  "simulated: TBT ms": number;
  "simulated: LCP ms": number;
  accessibility: number;
  "best practices": number;
  seo: number;
  "JS KB before paint": number;
};

type Sample = Omit<LighthouseRow, "path">;

export type LighthouseAudit = {
  rows: LighthouseRow[];
  /** Lighthouse's CPU benchmark index of this machine during the applied runs, their median. */
  benchmarkIndex: number;
};

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** The key pages of the Lighthouse budget: home, the shop, booking, a blog post and a service. */
export const LIGHTHOUSE_PAGES = [
  "/",
  "/shop",
  "/consultation",
  "/blog/future-of-tech-is-femme",
  "/services/custom-software-and-apps",
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

type Audited = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/**
 * Kilobytes of script that had finished loading when the page first painted, in the unthrottled
 * load that the simulation starts from. Lantern cannot see when a module script runs, so it counts
 * each of these as needed for the first paint and adds its download at the simulated 1.6 Mbps to
 * FCP and LCP, although the paint did not wait for it. On loopback the scripts sometimes arrive
 * before the first frame is on screen and sometimes after: this column is why one run of a page
 * gives an LCP of 0.8 s and the next 2 s (Lighthouse issues 16539 and 17163).
 */
function scriptKbBeforePaint(lhr: Audited): number {
  const metrics = lhr.audits.metrics?.details as {
    items?: { observedFirstContentfulPaint?: number }[];
  };
  const paint = metrics?.items?.[0]?.observedFirstContentfulPaint ?? 0;
  const requests = lhr.audits["network-requests"]?.details as {
    items?: { resourceType?: string; networkEndTime?: number; transferSize?: number }[];
  };
  const bytes = (requests?.items ?? [])
    .filter((r) => r.resourceType === "Script" && (r.networkEndTime ?? Infinity) <= paint)
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return Math.round(bytes / 1024);
}

/**
 * Lighthouse's mobile audit of each page, `runs` times, one Chromium for all of them; each figure
 * is the median of the runs. Scores are 0-100.
 *
 * Two throttling methods. The default, simulated, loads the page at full speed and estimates what a
 * slow phone on a slow network would see (see `scriptKbBeforePaint` for where that estimate goes
 * wrong on loopback). Applied throttling slows the browser itself while the page loads, with the
 * same slow-4G profile (562.5 ms added to each request, 1.4 Mbps, CPU 4× slower), and measures what
 * happens: the "applied" columns. Both move with the load of this shared machine: read medians.
 */
export async function auditPages(
  baseUrl: string,
  paths: string[] = LIGHTHOUSE_PAGES,
  runs = 3,
): Promise<LighthouseAudit> {
  const chrome = await launch({
    chromePath: await resolveChromiumPath(),
    chromeFlags: [...CHROMIUM_ARGS, "--headless=new"],
    logLevel: "silent",
  });
  const audit = async (path: string, throttlingMethod: "simulate" | "devtools") => {
    const result = await lighthouse(`${baseUrl}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      throttlingMethod,
      onlyCategories: throttlingMethod === "simulate" ? [...CATEGORIES] : ["performance"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    return result.lhr;
  };
  const score = (lhr: Audited, id: (typeof CATEGORIES)[number]) =>
    Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const ms = (lhr: Audited, id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  try {
    const rows: LighthouseRow[] = [];
    const benchmarkIndexes: number[] = [];
    for (const path of paths) {
      const samples: Sample[] = [];
      for (let run = 0; run < runs; run++) {
        const simulated = await audit(path, "simulate");
        const applied = await audit(path, "devtools");
        benchmarkIndexes.push(applied.environment.benchmarkIndex);
        samples.push({
          "applied: performance": score(applied, "performance"),
          "applied: TBT ms": ms(applied, "total-blocking-time"),
          "applied: LCP ms": ms(applied, "largest-contentful-paint"),
          "applied: CLS": Number(
            (applied.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3),
          ),
          "simulated: performance": score(simulated, "performance"),
          "simulated: TBT ms": ms(simulated, "total-blocking-time"),
          "simulated: LCP ms": ms(simulated, "largest-contentful-paint"),
          accessibility: score(simulated, "accessibility"),
          "best practices": score(simulated, "best-practices"),
          seo: score(simulated, "seo"),
          "JS KB before paint": scriptKbBeforePaint(simulated),
        });
      }
      const of = (key: keyof Sample) => median(samples.map((s) => s[key]));
      rows.push({
        path,
        "applied: performance": of("applied: performance"),
        "applied: TBT ms": of("applied: TBT ms"),
        "applied: LCP ms": of("applied: LCP ms"),
        "applied: CLS": of("applied: CLS"),
        "simulated: performance": of("simulated: performance"),
        "simulated: TBT ms": of("simulated: TBT ms"),
        "simulated: LCP ms": of("simulated: LCP ms"),
        accessibility: of("accessibility"),
        "best practices": of("best practices"),
        seo: of("seo"),
        "JS KB before paint": of("JS KB before paint"),
      });
    }
    return { rows, benchmarkIndex: median(benchmarkIndexes) };
  } finally {
    chrome.kill();
  }
}
