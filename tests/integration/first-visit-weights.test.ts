import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { describe, expect, test } from "vitest";
import { useTestApp } from "#tests/support/use-test-app.ts";
import { afterHydrationScripts, routeWeights } from "../../bench/route-weights.ts";

const CLIENT_DIR = path.resolve("build/client");

/**
 * Every script a served document makes the browser fetch: modules it preloads, scripts it loads,
 * and what its inline scripts import. Read from the HTML alone, as a browser would.
 */
function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /<link[^>]+rel="modulepreload"[^>]+href="(\/assets\/[^"]+\.js)"/g,
    /<script[^>]+src="(\/assets\/[^"]+\.js)"/g,
    /import\s*(?:[^"']*from\s*)?\(?\s*["'](\/assets\/[^"']+\.js)["']/g,
  ];
  for (const pattern of patterns) {
    for (const match of html.matchAll(pattern)) if (match[1]) found.add(match[1]);
  }
  return [...found].sort();
}

const gzipKb = (files: string[]) =>
  files.reduce(
    (total, file) =>
      total + gzipSync(readFileSync(path.join(CLIENT_DIR, file)), { level: 9 }).length,
    0,
  ) / 1024;

describe("the bench's first-visit JavaScript", () => {
  const app = useTestApp("pglite");

  test("is every script the served page names, and the chunk every page loads after hydration", async () => {
    const build = (await import(
      pathToFileURL(path.resolve("build/server/index.js")).href
    )) as ServerBuild;
    const weights = new Map(routeWeights(build, CLIENT_DIR).map((w) => [w.route, w]));
    const pages: [string, string][] = [
      ["/", "/"],
      ["/shop", "/shop"],
      ["/blog/future-of-tech-is-femme", "/blog/:slug"],
      ["/consultation", "/consultation"],
      ["/services/custom-software-and-apps", "/services/:slug"],
    ];
    const later = afterHydrationScripts(CLIENT_DIR);
    for (const [address, route] of pages) {
      const html = await (await app.get(address)).text();
      // The manifest is written into the document: its file is named there but never fetched.
      expect(html).toContain(`"url": "${build.assets.url}"`);
      const fetched = [...scriptsOf(html), ...later].sort();
      const counted = weights.get(route);
      expect(counted?.files, address).toEqual(fetched);
      expect((counted?.js.gzip ?? 0) / 1024).toBeCloseTo(gzipKb(fetched), 5);
    }
  });
});
