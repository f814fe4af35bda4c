import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { orderLines, orders, products } from "#app/.server/db/shop-schema.ts";
import { engines } from "#tests/support/database.ts";
import { pageHtml } from "#tests/support/html.ts";
import { rowsWhere } from "#tests/support/rows.ts";
import { postForm, signInAs } from "#tests/support/sign-in.ts";
import { useTestApp } from "#tests/support/use-test-app.ts";

describe.each(engines)("checkout rules on %s", (engine) => {
  const app = useTestApp(engine, { TRUST_PROXY: "true" });

  // Each call comes from its own address, so the checkout rate limit never decides a test.
  let address = 0;
  const checkout = (lines: unknown[], fields: Record<string, string> = {}, cookie?: string) =>
    postForm(
      app,
      "/checkout",
      {
        email: "rules@example.com",
        cardholderName: "Ada Buyer",
        cardNumber: "4242 4242 4242 4242",
        expiry: "12/39",
        cvv: "123",
        idempotencyKey: randomUUID(),
        lines: JSON.stringify(lines),
        ...fields,
      },
      { cookie, headers: { "x-forwarded-for": `10.13.0.${++address}` } },
    );

  const orderOf = async (key: string) =>
    (await app.services.db.select().from(orders).where(eq(orders.idempotencyKey, key)))[0];

  test("lines for the same product merge into one", async () => {
    const key = randomUUID();
    const response = await checkout(
      [
        { id: "wellness-guide", quantity: 1 },
        { id: "nurve", quantity: 1 },
        { id: "wellness-guide", quantity: 2 },
      ],
      { idempotencyKey: key },
    );
    expect(response.status).toBe(302);
    const order = await orderOf(key);
    const lines = await rowsWhere(app, orderLines, { orderId: order?.id ?? "" });
    expect(lines.map((line) => [line.productId, line.quantity]).sort()).toEqual([
      ["nurve", 1],
      ["wellness-guide", 3],
    ]);
    expect(order?.totalCents).toBe(3 * 4900 + 19999);
  });

  test("quantities are capped per line, merged lines included, and per order", async () => {
    const split = await checkout([
      { id: "wellness-guide", quantity: 60 },
      { id: "wellness-guide", quantity: 60 },
    ]);
    expect(split.status).toBe(400);
    expect(await split.text()).toContain("You can buy at most 99 of one product in an order.");

    const many = await checkout(
      Array.from({ length: 11 }, (_, index) => ({ id: `product-${index}`, quantity: 99 })),
    );
    expect(many.status).toBe(400);
    expect(await many.text()).toContain("One order holds at most 999 items.");
  });

  test("a total past one payment's limit is refused before any charge", async () => {
    const charge = vi.spyOn(app.services.payments, "charge");
    await app.services.db
      .update(products)
      .set({ priceCents: 2_000_000_000 })
      .where(eq(products.id, "nurve"));
    try {
      const key = randomUUID();
      const response = await checkout([{ id: "nurve", quantity: 2 }], { idempotencyKey: key });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("One payment can take at most $999,999.99");
      expect(charge).not.toHaveBeenCalled();
      expect(await orderOf(key)).toBeUndefined();
    } finally {
      charge.mockRestore();
      await app.services.db
        .update(products)
        .set({ priceCents: 19999 })
        .where(eq(products.id, "nurve"));
    }
  });

  test("order totals are stored in a column that holds more than 32 bits", async () => {
    const [row] = await app.services.db
      .insert(orders)
      .values({ email: "big@example.com", totalCents: 3_000_000_000, idempotencyKey: randomUUID() })
      .returning({ id: orders.id, totalCents: orders.totalCents });
    expect(row?.totalCents).toBe(3_000_000_000);
    await app.services.db.delete(orders).where(eq(orders.id, row?.id ?? ""));
  });

  test("the order is stored as pending before the card is charged", async () => {
    const key = randomUUID();
    const seen: (string | undefined)[] = [];
    const original = app.services.payments.charge;
    const charge = vi.spyOn(app.services.payments, "charge").mockImplementation(async (request) => {
      seen.push((await orderOf(key))?.status);
      return original(request);
    });
    try {
      const response = await checkout([{ id: "wellness-guide", quantity: 1 }], {
        idempotencyKey: key,
      });
      expect(response.status).toBe(302);
    } finally {
      charge.mockRestore();
    }
    expect(seen).toEqual(["pending"]);
    expect((await orderOf(key))?.status).toBe("paid");
  });

  test("a checkout key replays only its own customer, cart and amount", async () => {
    const key = randomUUID();
    const cart = [{ id: "wellness-guide", quantity: 1 }];
    const first = await checkout(cart, { idempotencyKey: key });
    expect(first.status).toBe(302);

    const again = await checkout(cart, { idempotencyKey: key });
    expect(again.headers.get("location")).toBe(first.headers.get("location"));

    const otherCart = await checkout([{ id: "wellness-guide", quantity: 2 }], {
      idempotencyKey: key,
    });
    expect(otherCart.status).toBe(409);
    expect(await otherCart.text()).toContain(
      "This checkout was already used for a different order",
    );
    const otherProduct = await checkout([{ id: "nurve", quantity: 1 }], { idempotencyKey: key });
    expect(otherProduct.status).toBe(409);
    const otherCustomer = await checkout(cart, { idempotencyKey: key, email: "x@example.com" });
    expect(otherCustomer.status).toBe(409);
    expect(otherCustomer.headers.get("location")).toBeNull();

    // The amount counts too: the same lines at a new price are not the same order.
    await app.services.db
      .update(products)
      .set({ priceCents: 5900 })
      .where(eq(products.id, "wellness-guide"));
    const repriced = await checkout(cart, { idempotencyKey: key });
    await app.services.db
      .update(products)
      .set({ priceCents: 4900 })
      .where(eq(products.id, "wellness-guide"));
    expect(repriced.status).toBe(409);
  });

  test("a member's receipt is shown to that member only", async () => {
    const owner = await signInAs(app, "client@celestial.example");
    const key = randomUUID();
    const cart = [{ id: "fashion-tech-toolkit", quantity: 1 }];
    const response = await checkout(cart, { idempotencyKey: key }, owner);
    expect(response.status).toBe(302);
    const receipt = response.headers.get("location") ?? "";

    expect(await pageHtml(app, receipt, owner)).toContain("Order confirmed");
    const anonymous = await app.fetch(receipt);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
    const stranger = await signInAs(app, "partner@celestial.example");
    expect((await app.fetch(receipt, { headers: { cookie: stranger } })).status).toBe(404);

    // The member's key replayed by someone else does not lead to the member's receipt.
    const replay = await checkout(cart, { idempotencyKey: key }, stranger);
    expect(replay.status).toBe(409);
    expect((await checkout(cart, { idempotencyKey: key })).status).toBe(409);
  });
});
