import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, resolveChromiumPath } from "#tests/support/chromium.ts";

export type LighthouseRow = {
  path: string;
  performance: number;
  accessibility: number;
  "best practices": number;
  seo: number;
  "LCP ms": number;
  "FCP ms": number;
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

/**
 * Lighthouse's mobile audit of each page, `runs` times, one Chromium for all of them; each figure
 * is the median of the runs. Scores are 0-100. Throttling is Lighthouse's default (simulated), so
 * on this shared machine the performance figures move with the load of the moment: read medians.
 */
export async function auditPages(
  baseUrl: string,
  paths: string[] = LIGHTHOUSE_PAGES,
  runs = 3,
): Promise<LighthouseRow[]> {
  const chrome = await launch({
    chromePath: await resolveChromiumPath(),
    chromeFlags: [...CHROMIUM_ARGS, "--headless=new"],
    logLevel: "silent",
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const path of paths) {
      const samples: Omit<LighthouseRow, "path">[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
        });
        const categories = result?.lhr.categories ?? {};
        const audits = result?.lhr.audits ?? {};
        const score = (id: (typeof CATEGORIES)[number]) =>
          Math.round((categories[id]?.score ?? 0) * 100);
        const ms = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
        samples.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          "best practices": score("best-practices"),
          seo: score("seo"),
          "LCP ms": ms("largest-contentful-paint"),
          "FCP ms": ms("first-contentful-paint"),
        });
      }
      const of = (key: keyof Omit<LighthouseRow, "path">) => median(samples.map((s) => s[key]));
      rows.push({
        path,
        performance: of("performance"),
        accessibility: of("accessibility"),
        "best practices": of("best practices"),
        seo: of("seo"),
        "LCP ms": of("LCP ms"),
        "FCP ms": of("FCP ms"),
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}
