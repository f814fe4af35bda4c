import { describe, expect, test } from "vitest";
import { products } from "#app/.server/db/shop-schema.ts";
import { NEW_PRODUCT } from "#tests/support/admin.ts";
import { engines } from "#tests/support/database.ts";
import { rowsWhere } from "#tests/support/rows.ts";
import { postForm, signInAs } from "#tests/support/sign-in.ts";
import { useSignedIn, useTestApp } from "#tests/support/use-test-app.ts";

describe.each(engines)("shop administration on %s", (engine) => {
  const app = useTestApp(engine);
  const admin = useSignedIn(app, "admin@celestial.example");

  const rowOf = async (id: string) => (await rowsWhere(app, products, { id }))[0];
  /** A form post of the product pages, as the signed-in admin. */
  const postAsAdmin = (path: string, fields: Record<string, string>) =>
    postForm(app, path, fields, { cookie: admin.cookie });

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
    const created = await postAsAdmin("/admin/products/new", NEW_PRODUCT);
    expect(created.status).toBe(302);
    expect(await rowOf("orbit-hoodie")).toMatchObject({
      priceCents: 6500,
      tags: ["Merch", "Cotton"],
    });
    expect(await (await app.fetch("/shop?q=orbit")).text()).toContain("Orbit Hoodie");
    const again = await postAsAdmin("/admin/products/new", NEW_PRODUCT);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("A product with this id already exists");
  });

  test("editing the price changes the shop; toggles restock and hide", async () => {
    const edited = await postAsAdmin("/admin/products/wellness-guide", {
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

    await postAsAdmin("/admin/products", { intent: "toggle-stock", id: "constellation-tote" });
    expect(await rowOf("constellation-tote")).toMatchObject({ inStock: true });
    await postAsAdmin("/admin/products", { intent: "toggle-hidden", id: "nurve" });
    expect((await app.fetch("/product/nurve")).status).toBe(404);
    await postAsAdmin("/admin/products", { intent: "toggle-hidden", id: "nurve" });
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
    const response = await postAsAdmin("/admin/products/new", {
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

  test("orders and waitlist sign-ups are visible to admins", async () => {
    await postForm(app, "/resources/waitlist", { list: "vault", email: "fan@example.com" });
    const waitlists = await (
      await app.fetch("/admin/waitlists", { headers: { cookie: admin.cookie } })
    ).text();
    expect(waitlists).toContain("fan@example.com");
    expect(waitlists).toContain("The Vault");
    const orders = await (
      await app.fetch("/admin/orders", { headers: { cookie: admin.cookie } })
    ).text();
    expect(orders).toContain("No orders yet.");
  });
});
