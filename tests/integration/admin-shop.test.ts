import { expect, test } from "vitest";
import { products } from "#app/.server/db/shop-schema.ts";
import { NEW_PRODUCT } from "#tests/support/admin.ts";
import { documentOf, pageHtml, parsePage } from "#tests/support/html.ts";
import { parseIcs } from "#tests/support/ics.ts";
import { rowsWhere } from "#tests/support/rows.ts";
import { postForm, signInAs } from "#tests/support/sign-in.ts";
import { describeWithApp, useSignedIn } from "#tests/support/use-test-app.ts";

describeWithApp("shop administration", (app) => {
  const admin = useSignedIn(app, "admin@celestial.example");

  const rowOf = async (id: string) => (await rowsWhere(app, products, { id }))[0];
  test("members cannot reach product, order or waitlist management", async () => {
    const cookie = await signInAs(app, "client@celestial.example");
    for (const path of [
      "/admin/products",
      "/admin/products/new",
      "/admin/orders",
      "/admin/waitlists",
    ]) {
      expect((await app.fetch(path, { headers: { cookie } })).status).toBe(403);
    }
    const refused = await postForm(app, "/admin/products/new", NEW_PRODUCT, { cookie });
    expect(refused.status).toBe(403);
    expect(await rowOf("orbit-hoodie")).toBeUndefined();
  });

  test("an admin creates a product that the shop then sells; ids are unique", async () => {
    const created = await admin.post("/admin/products/new", NEW_PRODUCT);
    expect(created.status).toBe(302);
    expect(await rowOf("orbit-hoodie")).toMatchObject({
      priceCents: 6500,
      tags: ["Merch", "Cotton"],
    });
    expect(await (await app.fetch("/shop?q=orbit")).text()).toContain("Orbit Hoodie");
    const again = await admin.post("/admin/products/new", NEW_PRODUCT);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("A product with this id already exists");
  });

  test("editing the price changes the shop; toggles restock and hide", async () => {
    const edited = await admin.post("/admin/products/wellness-guide", {
      ...NEW_PRODUCT,
      id: "ignored",
      name: "Holistic Wellness Guide",
      price: "39.5",
      category: "Healthcare Technology",
      type: "digital",
    });
    expect(edited.status).toBe(302);
    expect(await rowOf("wellness-guide")).toMatchObject({ priceCents: 3950 });
    expect(await (await app.fetch("/product/wellness-guide")).text()).toContain("$39.50");

    await admin.post("/admin/products", { intent: "toggle-stock", id: "constellation-tote" });
    expect(await rowOf("constellation-tote")).toMatchObject({ inStock: true });
    await admin.post("/admin/products", { intent: "toggle-hidden", id: "nurve" });
    expect((await app.fetch("/product/nurve")).status).toBe(404);
    await admin.post("/admin/products", { intent: "toggle-hidden", id: "nurve" });
    expect((await app.fetch("/product/nurve")).status).toBe(200);
  });

  test("an unknown product id is a titled 404 page", async () => {
    const response = await app.fetch("/admin/products/no-such-product", {
      headers: { cookie: admin.cookie },
    });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("<title>Page not found — Celestial Collective</title>");
  });

  test("bad product input is refused with field messages", async () => {
    const response = await admin.post("/admin/products/new", {
      ...NEW_PRODUCT,
      id: "Bad Id",
      price: "-3",
      type: "event",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Use 3-80 lowercase letters, digits and dashes");
    expect(html).toContain("The price cannot be negative");
  });

  /** A night in London that ends after midnight, the evening the clocks go back (GMT by then). */
  const ORBIT_NIGHT = {
    ...NEW_PRODUCT,
    id: "orbit-night",
    name: "Orbit Night",
    category: "Professional Development",
    type: "event",
    image: "/images/products/event.svg",
    eventDate: "2027-10-31",
    eventStart: "22:00",
    eventEndDate: "2027-11-01",
    eventEnd: "01:30",
    eventTimeZone: "Europe/London",
    location: "London, UK",
  };

  test("an admin schedules an event in its own zone; the shop and its calendar file follow", async () => {
    expect((await admin.post("/admin/products/new", ORBIT_NIGHT)).status).toBe(302);
    expect(await rowOf("orbit-night")).toMatchObject({
      eventStart: "2027-10-31 22:00:00",
      eventEnd: "2027-11-01 01:30:00",
      eventTimeZone: "Europe/London",
    });
    const page = parsePage(await (await app.fetch("/product/orbit-night")).text());
    expect(page.getByRole("region", { name: "Orbit Night" }).textContent).toContain(
      "Sun, Oct 31, 2027 · 10:00 PM – Mon, Nov 1 · 1:30 AM GMT",
    );
    const ics = await (await app.fetch("/events/orbit-night/calendar.ics")).text();
    expect(parseIcs(ics)[0]?.props).toMatchObject({
      DTSTART: "20271031T220000Z",
      DTEND: "20271101T013000Z",
    });

    const editor = documentOf(await pageHtml(app, "/admin/products/orbit-night", admin.cookie));
    const value = (name: string) =>
      editor.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)?.value;
    expect(
      ["eventDate", "eventStart", "eventEndDate", "eventEnd", "eventTimeZone"].map(value),
    ).toEqual(["2027-10-31", "22:00", "2027-11-01", "01:30", "Europe/London"]);

    // The same evening in New York: 10 PM EDT, the US clocks go back a week later.
    const moved = await admin.post("/admin/products/orbit-night", {
      ...ORBIT_NIGHT,
      eventTimeZone: "America/New_York",
    });
    expect(moved.status).toBe(302);
    const again = await (await app.fetch("/events/orbit-night/calendar.ics")).text();
    expect(parseIcs(again)[0]?.props).toMatchObject({
      DTSTART: "20271101T020000Z",
      DTEND: "20271101T053000Z",
    });
    await admin.post("/admin/products/orbit-night", { ...ORBIT_NIGHT, type: "physical" });
    expect(await rowOf("orbit-night")).toMatchObject({ eventStart: null, eventTimeZone: null });
    expect((await app.fetch("/events/orbit-night/calendar.ics")).status).toBe(404);
  });

  test("an event's times are refused when it ends before it starts or the zone is unknown", async () => {
    const refused = async (fields: { id: string } & Record<string, string>, message: string) => {
      const response = await admin.post("/admin/products/new", { ...ORBIT_NIGHT, ...fields });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(message);
      expect(await rowOf(fields.id)).toBeUndefined();
    };
    await refused(
      { id: "backwards-night", eventEndDate: "", eventEnd: "21:00" },
      "The event must end after it starts",
    );
    await refused(
      { id: "mars-night", eventTimeZone: "Mars/Olympus_Mons" },
      "Choose a time zone from the list",
    );
    await refused({ id: "no-hours", eventStart: "" }, "Events need a start time");
    await refused(
      {
        id: "skipped-hour",
        eventDate: "2027-03-14",
        eventEndDate: "",
        eventStart: "02:30",
        eventTimeZone: "America/New_York",
        eventEnd: "04:00",
      },
      "The start time does not exist in that time zone that day",
    );
  });

  test("orders and waitlist sign-ups are visible to admins", async () => {
    await postForm(app, "/resources/waitlist", { list: "vault", email: "fan@example.com" });
    const waitlists = await pageHtml(app, "/admin/waitlists", admin.cookie);
    expect(waitlists).toContain("fan@example.com");
    expect(waitlists).toContain("The Vault");
    const orders = await pageHtml(app, "/admin/orders", admin.cookie);
    expect(orders).toContain("No orders yet.");
  });
});
