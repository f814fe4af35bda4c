import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { products } from "#app/.server/db/shop-schema.ts";
import { catalog } from "#app/content/catalog.ts";
import { linkTargets, pageHtml, parsePage, titleOf } from "#tests/support/html.ts";
import { parseIcs } from "#tests/support/ics.ts";
import { postForm, signInAs } from "#tests/support/sign-in.ts";
import { describeWithApp } from "#tests/support/use-test-app.ts";

describeWithApp("the shop", (app) => {
  test("the catalog is seeded with every product, price in cents", async () => {
    const rows = await app.services.db.select().from(products);
    expect(rows).toHaveLength(catalog.length);
    const nurve = rows.find((row) => row.id === "nurve");
    expect(nurve).toMatchObject({ priceCents: 19999, rating: 5, reviewCount: 89 });
    const bra = rows.find((row) => row.id === "seraphina-ai-sports-bra");
    expect(bra).toMatchObject({ priceCents: 39900, oldPriceCents: 49900 });
  });

  test("filters are read from the URL and rendered on the server", async () => {
    const html = await (await app.fetch("/shop?q=GUIDE&category=Healthcare%20Technology")).text();
    expect(html).toContain("Holistic Wellness Guide");
    expect(html).not.toContain("NURVE</a>");
    const empty = await (await app.fetch("/shop?q=guide&type=event")).text();
    expect(empty).toContain("No cosmic treasures found");
  });

  test("/product/{id} is the shop with the product open; unknown ids are 404", async () => {
    const html = await pageHtml(app, "/product/fashion-tech-toolkit");
    const page = parsePage(html);
    expect(titleOf(html)).toBe("Fashion Tech Toolkit — Celestial Collective");
    expect(page.getByText("SKU: DIG-FASHION-KIT")).toBeDefined();
    const missing = await app.fetch("/product/not-a-product");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("We could not find that product");
  });

  test("a hidden product leaves the shop and its page", async () => {
    await app.services.db.update(products).set({ hidden: true }).where(eq(products.id, "nurve"));
    expect((await app.fetch("/product/nurve")).status).toBe(404);
    expect(await (await app.fetch("/shop?q=nurve")).text()).toContain("No cosmic treasures found");
    await app.services.db.update(products).set({ hidden: false }).where(eq(products.id, "nurve"));
  });

  test("members save favourites that show on /favorites; visitors are refused", async () => {
    const save = (fields: Record<string, string>, cookie?: string) =>
      postForm(app, "/resources/favorites", fields, { cookie });
    expect((await save({ productId: "nurve", favorite: "true" })).status).toBe(401);

    const cookie = await signInAs(app, "partner@celestial.example");
    const empty = await pageHtml(app, "/favorites", cookie);
    expect(empty).toContain("No favorites yet");
    const saved = await save({ productId: "nurve", favorite: "true" }, cookie);
    expect(await saved.json()).toEqual({ favorite: true });
    expect((await save({ productId: "no-such-product", favorite: "true" }, cookie)).status).toBe(
      404,
    );
    const list = await pageHtml(app, "/favorites", cookie);
    expect(list).toContain("NURVE");
    expect(list).not.toContain("No favorites yet");
    await save({ productId: "nurve", favorite: "false" }, cookie);
    expect(await pageHtml(app, "/favorites", cookie)).toContain("No favorites yet");
  });

  test("/events lists the five events twice; each has a calendar file", async () => {
    const html = await (await app.fetch("/events")).text();
    expect(html).toContain("All Cosmic Gatherings");
    const page = parsePage(html);
    expect(page.getAllByRole("heading", { level: 3, name: "Couture Tech Gala" })).toHaveLength(2);
    expect(html).toContain("Register on Eventbrite");
    expect(linkTargets(html)).toContain("/product/couture-tech-gala");
    const ics = await app.fetch("/events/couture-tech-gala/calendar.ics");
    expect(ics.headers.get("content-type")).toContain("text/calendar");
    expect(ics.headers.get("content-disposition")).toContain('filename="couture-tech-gala.ics"');
    const [gala] = parseIcs(await ics.text());
    // 7 PM to 1 AM in New York on a May evening (EDT, four hours behind UTC).
    expect(gala?.props).toMatchObject({
      DTSTART: "20270515T230000Z",
      DTEND: "20270516T050000Z",
      SUMMARY: "Couture Tech Gala",
      LOCATION: "New York\\, USA",
      URL: `${app.services.config.publicUrl}/product/couture-tech-gala`,
    });
    expect(gala?.props.DESCRIPTION).toContain(
      "Sat\\, May 15\\, 2027 · 7:00 PM – Sun\\, May 16 · 1:00 AM EDT",
    );
    expect((await app.fetch("/events/nurve/calendar.ics")).status).toBe(404);
    expect((await app.fetch("/events/no-such-event/calendar.ics")).status).toBe(404);
  });

  test("the calendar file follows the event's zone: Lagos in WAT, a night across the US change", async () => {
    const calendarEvent = async (id: string) =>
      parseIcs(await (await app.fetch(`/events/${id}/calendar.ics`)).text())[0]?.props;
    const reschedule = (eventStart: string, eventEnd: string) =>
      app.services.db
        .update(products)
        .set({ eventStart, eventEnd })
        .where(eq(products.id, "quantum-computing-masterclass"));
    expect(await calendarEvent("celestial-innovation-summit")).toMatchObject({
      DTSTART: "20270318T080000Z",
      DTEND: "20270319T160000Z",
    });
    await reschedule("2027-03-13 22:00", "2027-03-14 04:00");
    // 10 PM EST is 03:00 UTC; 4 AM the next morning is already EDT, 08:00 UTC: five hours, not six.
    expect(await calendarEvent("quantum-computing-masterclass")).toMatchObject({
      DTSTART: "20270314T030000Z",
      DTEND: "20270314T080000Z",
    });
    await reschedule("2027-04-10 18:00", "2027-04-10 21:00");
  });

  test("event cards and the product page say when, in the event's zone, as <time> elements", async () => {
    const html = await (await app.fetch("/product/couture-tech-gala")).text();
    const page = parsePage(html);
    const detail = page.getByRole("region", { name: "Couture Tech Gala" });
    expect(detail.textContent).toContain("Sat, May 15, 2027 · 7:00 PM – Sun, May 16 · 1:00 AM EDT");
    const times = [...detail.querySelectorAll("time")].map((time) => time.getAttribute("datetime"));
    expect(times).toEqual(["2027-05-15T19:00:00-04:00", "2027-05-16T01:00:00-04:00"]);
    const card = page.getByRole("article", { name: "Celestial Innovation Summit 2027" });
    expect(card.textContent).toContain("Thu, Mar 18, 2027 · 9:00 AM – Fri, Mar 19 · 5:00 PM WAT");
    const events = parsePage(await (await app.fetch("/events")).text());
    expect(events.getByRole("region", { name: "Featured Events" }).textContent).toContain(
      "Sat, Feb 6, 2027 · 10:00 AM – 4:00 PM EST",
    );
  });

  test("a member's cart merges on sign-in and mirrors changes on the server", async () => {
    const sync = (body: unknown, cookie?: string) =>
      app.fetch("/resources/cart", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: app.url,
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify(body),
      });
    expect((await sync({ intent: "merge", lines: [] })).status).toBe(401);
    const cookie = await signInAs(app, "enterprise@celestial.example");
    await sync({ intent: "replace", lines: [{ id: "nurve", quantity: 1 }] }, cookie);
    const merged = await sync(
      {
        intent: "merge",
        lines: [
          { id: "nurve", quantity: 2 },
          { id: "wellness-guide", quantity: 1 },
          { id: "ghost", quantity: 1 },
        ],
      },
      cookie,
    );
    const { lines } = (await merged.json()) as {
      lines: { id: string; quantity: number; price: number }[];
    };
    expect(lines.map((l) => [l.id, l.quantity, l.price])).toEqual([
      ["nurve", 3, 199.99],
      ["wellness-guide", 1, 49],
    ]);
    await sync({ intent: "replace", lines: [{ id: "wellness-guide", quantity: 4 }] }, cookie);
    const after = (await (await sync({ intent: "merge", lines: [] }, cookie)).json()) as {
      lines: { id: string; quantity: number }[];
    };
    expect(after.lines.map((l) => [l.id, l.quantity])).toEqual([["wellness-guide", 4]]);
    expect(
      (await sync({ intent: "merge", lines: [{ id: "x", quantity: 0 }] }, cookie)).status,
    ).toBe(400);
  });

  test("/market redirects to /shop and /cart shows the shop", async () => {
    const market = await app.fetch("/market");
    expect(market.status).toBe(301);
    expect(market.headers.get("location")).toBe("/shop");
    expect((await app.fetch("/cart")).status).toBe(200);
  });
});
