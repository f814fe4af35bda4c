import { describe, expect, test } from "vitest";
import { pageHtml } from "#tests/support/html.ts";
import { useTestApp } from "#tests/support/use-test-app.ts";

/**
 * Every path of the public document's route table, except the redirects and /search; the two
 * post-payment pages with a documented test session (without one they answer 400 or 404).
 */
const ROUTE_TABLE = [
  "/",
  "/nebula-market",
  "/quantum-forge",
  "/shop",
  "/about",
  "/about-founder",
  "/tech-services",
  "/ai-stack",
  "/star-chronicles",
  "/submit-chronicle",
  "/rising-stars-academy",
  "/curriculum",
  "/leadership-application",
  "/get-started",
  "/teams",
  "/starship-bridge",
  "/talent-os",
  "/events",
  "/manifesto",
  "/newsletter",
  "/digital-products",
  "/blog",
  "/partnership-form",
  "/communication-beacon",
  "/contact",
  "/consultation",
  "/consultation-success?session_id=test_session_paid_team_route_table",
  "/consultation-scheduling?session_id=test_session_paid_team_route_table&type=team",
  "/vault",
  "/waitlists",
  "/cosmic-constellations",
  "/celestial-collective",
  "/enterprise",
  "/coming-soon",
  "/services/custom-software-and-apps",
  "/services/cybersecurity",
  "/services/ai-marketing",
  "/services/business-and-finance-systems",
  "/services/healthtech-and-femtech",
  "/services/fashion-tech",
  "/services/consulting",
  "/services/automations-and-workflows",
  "/rising-star-nomination",
  "/seraphina",
  "/seraphina-ai",
  "/syrene",
  "/synthara",
  "/employee-portal",
  "/terms",
  "/privacy",
  "/cookies",
  "/refund-policy",
  "/cirkyt",
  "/shop/cirkyt",
  "/shop/nurve",
  "/nurve",
  "/retail",
  "/auth",
  "/cart",
  "/careers",
  "/partners",

  "/sundiata-cybersecurity",
  "/ebook-preorder",
];

/** Paths the route table names that send the visitor on, and where. */
const REDIRECTS: Record<string, RegExp> = {
  "/market": /\/shop$/,
  "/academy": /\/rising-stars-academy$/,
  "/account": /\/auth\b/,
  "/profile": /\/auth\b/,
  "/support": /\/communication-beacon\?inquiry=general$/,
};

function internalLinks(html: string, base: string): string[] {
  const hrefs = [...html.matchAll(/<a\b[^>]*?\bhref="([^"]+)"/g)].map((match) =>
    (match[1] ?? "").replaceAll("&amp;", "&"),
  );
  const paths = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href, base);
    if (url.origin !== base) continue;
    paths.add(url.pathname + url.search);
  }
  return [...paths];
}

describe("no dead ends", () => {
  const app = useTestApp("pglite");

  test.each(ROUTE_TABLE)("%s answers 200 with its page server-rendered", async (path) => {
    const html = await pageHtml(app, path);
    expect(html.match(/<h1\b/g)?.length).toBe(1);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    // Sign-in and the employee portal are kept out of search engines; every other page is shared.
    if (!/<meta name="robots" content="noindex/.test(html)) {
      expect(html).toMatch(/<link rel="canonical" href="[^"]+"/);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    }
  });

  test.each(Object.entries(REDIRECTS))("%s redirects", async (path, target) => {
    const response = await app.fetch(path);
    expect([301, 302, 303, 307, 308]).toContain(response.status);
    expect(response.headers.get("location")).toMatch(target);
  });

  test("every internal link reachable from the home page answers 200 or a redirect to a 200", async () => {
    const seen = new Set<string>(["/"]);
    const queue = ["/"];
    const broken: string[] = [];
    /** Title by canonical URL: two paths of one page (aliases) share both. */
    const titles = new Map<string, string>();
    while (queue.length > 0) {
      const batch = queue.splice(0, 8);
      await Promise.all(
        batch.map(async (path) => {
          let response = await app.fetch(path);
          for (let hops = 0; hops < 5 && response.status >= 300 && response.status < 400; hops++) {
            const location = new URL(response.headers.get("location") ?? "/", app.url);
            if (location.origin !== app.url) return;
            response = await app.fetch(location.pathname + location.search);
          }
          if (response.status !== 200) {
            broken.push(`${path} → ${response.status}`);
            return;
          }
          if (!response.headers.get("content-type")?.includes("text/html")) return;
          const html = await response.text();
          const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
          const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
          if (title && canonical) titles.set(canonical, title);
          for (const link of internalLinks(html, app.url)) {
            if (seen.has(link) || link.startsWith("/api/") || link === "/sign-out") continue;
            seen.add(link);
            queue.push(link);
          }
        }),
      );
    }
    expect(broken).toEqual([]);
    expect(seen.size).toBeGreaterThan(70);
    const duplicateTitles = [...titles.entries()].filter(
      ([, title], _, all) => all.filter(([, other]) => other === title).length > 1,
    );
    expect(duplicateTitles.map(([path, title]) => `${path}: ${title}`)).toEqual([]);
  }, 120_000);
});
