import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import type { ChangeFeed } from "#app/.server/db/change-feed.ts";
import { products } from "#app/.server/db/shop-schema.ts";
import { createSiteSearch } from "#app/.server/search/site-search.ts";
import { parsePage } from "#tests/support/html.ts";
import { describeWithApp } from "#tests/support/use-test-app.ts";

type Answer = { query: string; results: { title: string; kind: string; url: string }[] };

describeWithApp("site search", (app) => {
  const api = async (query: string) => app.fetch(`/api/search?${query}`);

  test("the JSON endpoint finds products, limits, and refuses bad input", async () => {
    const found = (await (await api("q=blazr&limit=3")).json()) as Answer;
    expect(found.results[0]).toMatchObject({
      title: "Nebula Smart Blazer",
      kind: "product",
      url: "/product/nebula-smart-blazer",
    });
    expect(found.results.length).toBeLessThanOrEqual(3);
    expect(((await (await api("q=%20%20")).json()) as Answer).results).toEqual([]);

    const tooLong = await api(`q=${"a".repeat(201)}`);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({ error: "Search for at most 200 characters" });
    expect((await api("q=gala&limit=0")).status).toBe(400);
    expect((await api("q=gala&limit=lots")).status).toBe(400);
  });

  test("the results page groups hits by kind, keeps the query, and helps when nothing matches", async () => {
    const html = await (await app.fetch("/search?q=gala")).text();
    const page = parsePage(html);
    // Hits are grouped in a section per kind, named by its heading.
    expect(page.getByRole("region", { name: /^Events/ })).toBeTruthy();
    expect(html).toContain("Couture Tech Gala");
    expect(page.getByRole("searchbox", { name: "Search the site" })).toHaveProperty(
      "value",
      "gala",
    );
    const marked = [...page.document.querySelectorAll("mark")].map((mark) => mark.textContent);
    expect(marked.some((text) => text?.toLowerCase() === "gala")).toBe(true);

    const none = await (await app.fetch("/search?q=zzzzqqqq")).text();
    expect(none).toContain("Nothing matched");
    const empty = await app.fetch("/search?q=%20");
    expect(empty.status).toBe(200);
    expect(await empty.text()).toContain("Search the Collective");
  });

  test("search text is escaped, never injected", async () => {
    const html = await (await app.fetch("/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E")).text();
    expect(html).not.toContain("<script>alert(1)</script>");
  });

  test("catalog changes show up without a restart", async () => {
    const titles = async (query: string) =>
      ((await (await api(`q=${query}`)).json()) as Answer).results.map((r) => r.title);
    expect(await titles("nurve")).toContain("NURVE");
    // The index is kept until the database's change notice arrives, a moment after the write, and
    // is then rebuilt: on a loaded 2-core CI machine that rebuild alone has taken 2 s.
    const soon = { timeout: 15_000, interval: 20 };
    await app.services.db
      .update(products)
      .set({ name: "Orbital Quantum Masterclass" })
      .where(eq(products.id, "quantum-computing-masterclass"));
    await expect.poll(() => titles("orbital"), soon).toContain("Orbital Quantum Masterclass");
    await app.services.db.update(products).set({ hidden: true }).where(eq(products.id, "nurve"));
    await expect.poll(() => titles("nurve"), soon).not.toContain("NURVE");
  });

  test("without a change feed, every search checks the catalog's version first", async () => {
    const deaf: ChangeFeed = { live: false, subscribe: () => () => {}, close: async () => {} };
    const search = createSiteSearch(app.services.db, deaf);
    const titles = async (query: string) =>
      (await search.search(query, 10)).map((hit) => hit.title);
    expect(await titles("blazr")).toContain("Nebula Smart Blazer");
    await app.services.db
      .update(products)
      .set({ name: "Comet Smart Blazer" })
      .where(eq(products.id, "nebula-smart-blazer"));
    expect(await titles("comet")).toContain("Comet Smart Blazer");
  });
});
