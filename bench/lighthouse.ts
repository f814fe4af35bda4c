import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, resolveChromiumPath } from "#tests/support/chromium.ts";

export type LighthouseRow = {
  path: string;
  performance: number;
  accessibility: number;
  "best practices": number;
  seo: number;
};

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/**
 * Lighthouse's mobile audit of each page, one Chromium for all of them. Scores are 0-100; the
 * performance score on this shared machine is indicative only (CPU throttling is simulated).
 */
export async function auditPages(baseUrl: string, paths: string[]): Promise<LighthouseRow[]> {
  const chrome = await launch({
    chromePath: await resolveChromiumPath(),
    chromeFlags: [...CHROMIUM_ARGS, "--headless=new"],
    logLevel: "silent",
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const path of paths) {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      const categories = result?.lhr.categories ?? {};
      const score = (id: (typeof CATEGORIES)[number]) =>
        Math.round((categories[id]?.score ?? 0) * 100);
      rows.push({
        path,
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best practices": score("best-practices"),
        seo: score("seo"),
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}
