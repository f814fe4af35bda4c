import { and, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { products, waitlistSignups } from "#app/.server/db/shop-schema.ts";
import { WAITLISTS } from "#app/lib/waitlists.ts";
import { writeAndAwaitNotice } from "#tests/support/changes.ts";
import { canonicalOf, pageHtml, parsePage, titleOf } from "#tests/support/html.ts";
import { rowsWhere } from "#tests/support/rows.ts";
import { postForm } from "#tests/support/sign-in.ts";
import { startTestApp } from "#tests/support/test-app.ts";
import { describeWithApp } from "#tests/support/use-test-app.ts";

/** Each path, and copy that must be in its server-rendered HTML (React escapes apostrophes). */
const pages: [path: string, canonical: string, copy: string[]][] = [
  [
    "/nebula-market",
    "/nebula-market",
    [
      "<h1",
      "Nebula Smart Blazer",
      "Shipping to Pre-Order Members",
      "Next public release",
      ">Q3<",
      "Smart Couture",
      "Performance Wear",
      "Digital Goods",
      "Vault Editions",
      "Pre-Order: Nebula Smart Blazer",
      'name="list" value="nebula-market"',
    ],
  ],
  [
    "/digital-products",
    "/digital-products",
    [
      "AI Foundations Course",
      "Holistic Wellness Guide",
      "Fashion Tech Toolkit",
      "$299",
      "$49",
      "$199",
      "Add to Cart: AI Foundations Course",
    ],
  ],
  [
    "/cirkyt",
    "/cirkyt",
    [
      "Seraphina AI Sports Bra",
      "Sera X Compression Shirt",
      "$399",
      "$499",
      "$249",
      "$299",
      "Pre-Order Now",
      "Try AR",
      "Join Beta Program",
      "Expected delivery: Q2 2025",
      'href="/shop"',
      'href="/cirkyt/community"',
    ],
  ],
  ["/shop/cirkyt", "/cirkyt", ["Seraphina AI Sports Bra", "$399", "Pre-Order Now"]],
  [
    "/cirkyt/community",
    "/cirkyt/community",
    ["Global Network", "Community", "Innovation", "Join CIRKYT", 'value="cirkyt"'],
  ],
  [
    "/nurve",
    "/nurve",
    ["NURVE", "$199.99", "89 reviews", "Add to Cart: NURVE", "View Demo", "Join Beta", 'href="/"'],
  ],
  ["/shop/nurve", "/nurve", ["NURVE", "$199.99", "View Demo"]],
  [
    "/vault",
    "/vault",
    [
      "COMING SOON",
      "Launching September 2025",
      "CIRKYT",
      'href="/nurve"',
      "June-July",
      "August",
      "Early September",
      "Couture techwear",
      "Accessories",
      'type="email"',
      'value="vault"',
    ],
  ],
  [
    "/waitlists",
    "/waitlists",
    ["CIRKYT", "250+ already signed up", "Join Waitlist", 'value="cirkyt"'],
  ],
  [
    "/retail",
    "/retail",
    ["AI-Powered Retail Marketing", "Coming Soon", "Join Waitlist", 'value="retail"'],
  ],
  [
    "/ebook-preorder",
    "/ebook-preorder",
    ["Show Up Rare: The Collective Playbook (e-book)", "$24", "Pre-Order E-book", "Spring 2027"],
  ],
];

describeWithApp("product and launch pages", (app, engine) => {
  test.each(pages)(
    "%s answers 200 with its copy rendered on the server",
    async (path, canonical, copy) => {
      const html = await pageHtml(app, path);
      for (const text of copy) expect(html).toContain(text);
      expect(parsePage(html).getAllByRole("heading", { level: 1 })).toHaveLength(1);
      expect(canonicalOf(html)).toBe(`${app.url}${canonical}`);
    },
  );

  test("titles are unique and product pages carry Product structured data", async () => {
    const titles = new Set<string>();
    for (const [path, canonical] of pages) {
      if (path !== canonical) continue;
      const html = await (await app.fetch(path)).text();
      titles.add(titleOf(html));
    }
    expect(titles.size).toBe(pages.filter(([path, canonical]) => path === canonical).length);
    const cirkyt = await (await app.fetch("/cirkyt")).text();
    expect(cirkyt.match(/"@type":"Product"/g)).toHaveLength(2);
    expect(cirkyt).toContain('"price":"399.00"');
    // Pages that show products among their other content describe each one.
    const digital = await pageHtml(app, "/digital-products");
    expect(digital.match(/"@type":"Product"/g)).toHaveLength(3);
    const market = await pageHtml(app, "/nebula-market");
    expect(market.match(/"@type":"Product"/g)).toHaveLength(1);
    const nurve = await (await app.fetch("/nurve")).text();
    expect(nurve).toContain('"reviewCount":89');
  });

  test.each([
    ["/vault", "vault"],
    ["/waitlists", "cirkyt"],
    ["/cirkyt/community", "cirkyt"],
    ["/cirkyt", "cirkyt-beta"],
    ["/nurve", "nurve-beta"],
    ["/nebula-market", "nebula-market"],
    ["/retail", "retail"],
  ] as const)("a join from %s without JavaScript is stored on the %s list", async (path, list) => {
    const email = `${list}-${engine}@example.com`;
    const response = await postForm(app, "/resources/waitlist", {
      list,
      email,
      returnTo: path,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(path);
    const rows = await app.services.db
      .select()
      .from(waitlistSignups)
      .where(and(eq(waitlistSignups.list, list), eq(waitlistSignups.email, email)));
    expect(rows).toHaveLength(1);
    // The confirmation follows the visitor back to the page as a toast (shown by the browser).
    const cookie = response.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const page = await pageHtml(app, path, cookie);
    expect(page).toContain(WAITLISTS[list].success);
  });

  test("an invalid e-mail is refused with 400 and nothing is stored", async () => {
    const response = await postForm(app, "/resources/waitlist", {
      list: "vault",
      email: "not-an-email",
    });
    expect(response.status).toBe(400);
    const rows = await rowsWhere(app, waitlistSignups, { email: "not-an-email" });
    expect(rows).toHaveLength(0);
  });

  test("/waitlists links to the configured external form instead of its own", async () => {
    const external = await startTestApp(engine, {
      WAITLIST_FORM_URL: "https://forms.example.com/cirkyt",
    });
    try {
      const html = await (await external.fetch("/waitlists")).text();
      expect(html).toContain('href="https://forms.example.com/cirkyt" target="_blank"');
      expect(html).not.toContain('value="cirkyt"');
      expect(html).toContain("250+ already signed up");
    } finally {
      await external.close();
    }
  });

  test("prices follow the live catalog, and a hidden product is no longer offered", async () => {
    const editProduct = (id: string, change: Partial<typeof products.$inferInsert>) =>
      writeAndAwaitNotice(app, "products", () =>
        app.services.db.update(products).set(change).where(eq(products.id, id)),
      );
    const setHidden = (id: string, hidden: boolean) => editProduct(id, { hidden });
    await editProduct("seraphina-ai-sports-bra", { priceCents: 37900 });
    expect(await (await app.fetch("/cirkyt")).text()).toContain("$379");
    await editProduct("seraphina-ai-sports-bra", { priceCents: 39900 });

    await setHidden("sera-x-compression-shirt", true);
    await setHidden("nurve", true);
    try {
      const cirkyt = await (await app.fetch("/cirkyt")).text();
      expect(cirkyt).toContain("Seraphina AI Sports Bra");
      expect(cirkyt).not.toContain("Pre-Order Now: Sera X Compression Shirt");
      const nurve = await app.fetch("/nurve");
      expect(nurve.status).toBe(404);
      expect(await nurve.text()).toContain('<meta name="robots" content="noindex"/>');
    } finally {
      await setHidden("sera-x-compression-shirt", false);
      await setHidden("nurve", false);
    }
  });

  test("the pages are in the sitemap", async () => {
    const sitemap = await (await app.fetch("/sitemap.xml")).text();
    for (const [path, canonical] of pages) {
      if (path === canonical) expect(sitemap).toContain(`${app.url}${path}</loc>`);
    }
  });
});
