import { expect, test } from "vitest";
import { canonicalOf } from "#tests/support/html.ts";
import { describeWithApp } from "#tests/support/use-test-app.ts";

/** The JSON-LD objects a page carries. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
  );
}

describeWithApp("search engines and sharing", (app) => {
  test("the sitemap lists the public pages and every visible product with absolute URLs", async () => {
    const response = await app.fetch("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain(`${app.url}/`);
    expect(locs).toContain(`${app.url}/shop`);
    expect(locs).toContain(`${app.url}/events`);
    expect(locs).toContain(`${app.url}/product/nebula-smart-blazer`);
    expect(locs.every((loc) => loc?.startsWith(`${app.url}/`))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.some((loc) => loc?.includes("/admin"))).toBe(false);
  });

  test("robots.txt keeps crawlers out of private areas and names the sitemap", async () => {
    const response = await app.fetch("/robots.txt");
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /checkout");
    expect(text).toContain(`Sitemap: ${app.url}/sitemap.xml`);
  });

  test("the home page names the organisation and has its canonical link", async () => {
    const html = await (await app.fetch("/")).text();
    expect(canonicalOf(html)).toBe(`${app.url}/`);
    expect(jsonLdOf(html)).toContainEqual(
      expect.objectContaining({ "@type": "Organization", name: "Celestial Collective" }),
    );
  });

  test("a product page carries Product data with its price, and its own canonical URL", async () => {
    const html = await (await app.fetch("/product/nebula-smart-blazer?category=Fashion")).text();
    expect(canonicalOf(html)).toBe(`${app.url}/product/nebula-smart-blazer`);
    expect(html).toContain('<meta property="og:type" content="product"');
    const [product] = jsonLdOf(html);
    expect(product).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Nebula Smart Blazer",
      offers: { "@type": "Offer", priceCurrency: "USD" },
    });
  });

  test("the pages that sell products describe them, with addresses on this site", async () => {
    for (const [path, name] of [
      ["/nurve", "NURVE"],
      ["/cirkyt", "Seraphina AI Sports Bra"],
    ] as const) {
      const products = jsonLdOf(await (await app.fetch(path)).text());
      const product = products.find((data) => data.name === name);
      expect(product, path).toMatchObject({
        "@type": "Product",
        offers: { priceCurrency: "USD", url: expect.stringMatching(`^${app.url}/product/`) },
      });
    }
  });

  test("the events page describes each event with its start, end and place", async () => {
    const html = await (await app.fetch("/events")).text();
    const events = jsonLdOf(html).filter((data) => data["@type"] === "Event");
    expect(events.length).toBeGreaterThanOrEqual(5);
    // Local date and time with the offset of the event's zone, as schema.org's Date-Time asks.
    const withOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
    for (const event of events) {
      expect(event.startDate).toMatch(withOffset);
      expect(event.endDate).toMatch(withOffset);
      expect(Date.parse(String(event.endDate))).toBeGreaterThan(
        Date.parse(String(event.startDate)),
      );
      expect(event.location).toBeDefined();
    }
    expect(events.find((event) => event.name === "Couture Tech Gala")).toMatchObject({
      startDate: "2027-05-15T19:00:00-04:00",
      endDate: "2027-05-16T01:00:00-04:00",
    });
  });
});
