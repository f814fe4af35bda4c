import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { outbox } from "#app/.server/db/schema.ts";
import { orderLines, orders, products } from "#app/.server/db/shop-schema.ts";
import { pageHtml } from "#tests/support/html.ts";
import { rowsWhere } from "#tests/support/rows.ts";
import { postForm, signInAs } from "#tests/support/sign-in.ts";
import { describeWithApp } from "#tests/support/use-test-app.ts";

const SUCCESS = "4242 4242 4242 4242";
const DECLINE = "4000 0000 0000 0002";

describeWithApp("checkout", (app) => {
  const checkout = (lines: unknown[], overrides: Record<string, string> = {}, cookie?: string) =>
    postForm(
      app,
      "/checkout",
      {
        email: "buyer@example.com",
        cardholderName: "Ada Buyer",
        cardNumber: SUCCESS,
        expiry: "12/39",
        cvv: "123",
        idempotencyKey: randomUUID(),
        lines: JSON.stringify(lines),
        ...overrides,
      },
      { cookie },
    );

  const orderFor = async (key: string) =>
    app.services.db.select().from(orders).where(eq(orders.idempotencyKey, key));

  test("the server re-prices every line: a tampered price is ignored", async () => {
    const key = randomUUID();
    const response = await checkout(
      [
        { id: "wellness-guide", quantity: 2, price: 0.01 },
        { id: "nurve", quantity: 1, price: 1 },
      ],
      { idempotencyKey: key },
    );
    expect(response.status).toBe(302);
    const location = response.headers.get("location") ?? "";
    expect(location).toMatch(/^\/checkout\?order=[0-9a-f-]+&token=/);
    const [order] = await orderFor(key);
    expect(order?.totalCents).toBe(2 * 4900 + 19999);
    expect(order?.cardLast4).toBe("4242");
    const lines = await rowsWhere(app, orderLines, { orderId: order?.id ?? "" });
    expect(lines.map((l) => [l.productId, l.unitPriceCents, l.quantity]).sort()).toEqual([
      ["nurve", 19999, 1],
      ["wellness-guide", 4900, 2],
    ]);

    const confirmation = await (await app.fetch(location)).text();
    expect(confirmation).toContain("Order confirmed");
    const receipt = await rowsWhere(app, outbox, { to: "buyer@example.com" });
    expect(receipt.at(-1)?.text).toContain("Total: $297.99");
  });

  test("the confirmation needs the signed token", async () => {
    const key = randomUUID();
    await checkout([{ id: "wellness-guide", quantity: 1 }], { idempotencyKey: key });
    const [order] = await orderFor(key);
    expect((await app.fetch(`/checkout?order=${order?.id}&token=forged`)).status).toBe(404);
  });

  test("a receipt link stops showing the order 30 days after it was placed", async () => {
    const key = randomUUID();
    const response = await checkout([{ id: "wellness-guide", quantity: 1 }], {
      idempotencyKey: key,
    });
    const receipt = response.headers.get("location") ?? "";
    const [order] = await orderFor(key);
    const placedAt = (days: number) =>
      app.services.db
        .update(orders)
        .set({ createdAt: new Date(Date.now() - days * 24 * 60 * 60_000) })
        .where(eq(orders.idempotencyKey, key));

    await placedAt(29);
    expect((await app.fetch(receipt)).status).toBe(200);
    await placedAt(31);
    const expired = await app.fetch(receipt);
    expect(expired.status).toBe(410);
    const page = await expired.text();
    expect(page).toContain("This receipt link has expired");
    expect(page).toContain('href="/contact"');
    for (const shown of [order?.email ?? "", "Holistic Wellness Guide", "$49.00", "card ending"]) {
      expect(page).not.toContain(shown);
    }
  });

  test("a declined card keeps the person on checkout and makes no order", async () => {
    const key = randomUUID();
    const response = await checkout([{ id: "nurve", quantity: 1 }], {
      cardNumber: DECLINE,
      idempotencyKey: key,
    });
    expect(response.status).toBe(402);
    expect(await response.text()).toContain("Your card was declined.");
    expect(await orderFor(key)).toEqual([]);
  });

  test("a retried submit with the same key creates one order", async () => {
    const key = randomUUID();
    const [first, second] = await Promise.all([
      checkout([{ id: "fashion-tech-toolkit", quantity: 1 }], { idempotencyKey: key }),
      checkout([{ id: "fashion-tech-toolkit", quantity: 1 }], { idempotencyKey: key }),
    ]);
    expect(first.status).toBe(302);
    expect(second.status).toBe(302);
    expect(first.headers.get("location")).toBe(second.headers.get("location"));
    expect(await orderFor(key)).toHaveLength(1);
  });

  test("out-of-stock and not-for-sale products are refused by name", async () => {
    const tote = await checkout([{ id: "constellation-tote", quantity: 1 }]);
    expect(tote.status).toBe(409);
    expect(await tote.text()).toContain("Constellation Tote cannot be bought right now");
    const subscription = await checkout([{ id: "ada-key-pro", quantity: 1 }]);
    expect(subscription.status).toBe(409);
    await app.services.db.update(products).set({ hidden: true }).where(eq(products.id, "nurve"));
    const hidden = await checkout([{ id: "nurve", quantity: 1 }]);
    expect(await hidden.text()).toContain("no longer available");
    await app.services.db.update(products).set({ hidden: false }).where(eq(products.id, "nurve"));
  });

  test("no card number or CVV is stored or sent back", async () => {
    const invalid = await checkout([{ id: "nurve", quantity: 1 }], {
      cardNumber: "4242 4242 4242 4241",
      cvv: "987",
    });
    expect(invalid.status).toBe(400);
    const body = await invalid.text();
    expect(body).toContain("Please enter a valid card number");
    expect(body).not.toContain("4242 4242 4242 4241");
    // A CVV would come back as a field value or a JSON string; bare digits also occur in the
    // page's random idempotency key, so only a quoted value counts.
    expect(body).not.toMatch(/["'>]987["'<]/);

    const declined = await (
      await checkout([{ id: "nurve", quantity: 1 }], { cardNumber: DECLINE, cvv: "654" })
    ).text();
    expect(declined).not.toContain("0000 0002");
    expect(declined).not.toMatch(/["'>]654["'<]/);

    const dump = JSON.stringify([
      await app.services.db.select().from(orders),
      await app.services.db.select().from(orderLines),
      await app.services.db.select().from(outbox),
    ]);
    expect(dump).not.toMatch(/4242\s?4242\s?4242\s?4242/);
    expect(dump).not.toMatch(/4000\s?0000\s?0000\s?0002/);
    expect(dump).not.toContain('"cvv"');
  });

  test("a signed-in buyer's orders count on the client dashboard", async () => {
    const cookie = await signInAs(app, "client@celestial.example");
    const response = await checkout([{ id: "wellness-guide", quantity: 1 }], {}, cookie);
    expect(response.status).toBe(302);
    const dashboard = await pageHtml(app, "/dashboard", cookie);
    expect(dashboard).toMatch(/>1<\/dd>/);
  });

  test("paying takes what was bought out of the member's saved cart, and only that", async () => {
    const cookie = await signInAs(app, "client@celestial.example");
    const sync = (body: unknown) =>
      app.fetch("/resources/cart", {
        method: "POST",
        headers: { "content-type": "application/json", origin: app.url, cookie },
        body: JSON.stringify(body),
      });
    const savedCart = async () => {
      const answer = await sync({ intent: "merge", lines: [] });
      const { lines } = (await answer.json()) as { lines: { id: string; quantity: number }[] };
      return lines.map((line) => [line.id, line.quantity]).sort();
    };
    const saved = [
      { id: "nurve", quantity: 1 },
      { id: "wellness-guide", quantity: 3 },
    ];
    expect((await sync({ intent: "replace", lines: saved })).status).toBe(200);
    expect((await checkout([{ id: "wellness-guide", quantity: 2 }], {}, cookie)).status).toBe(302);
    expect(await savedCart()).toEqual([
      ["nurve", 1],
      ["wellness-guide", 1],
    ]);
    expect((await checkout([{ id: "wellness-guide", quantity: 1 }], {}, cookie)).status).toBe(302);
    expect(await savedCart()).toEqual([["nurve", 1]]);
  });
});
