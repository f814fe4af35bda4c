import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { outbox } from "#app/.server/db/schema.ts";
import { orders, products } from "#app/.server/db/shop-schema.ts";
import { weekdayAhead } from "#tests/support/booking.ts";
import { engines } from "#tests/support/database.ts";
import { postForm } from "#tests/support/sign-in.ts";
import { postStripeEvent } from "#tests/support/stripe.ts";
import { useStripeApp } from "#tests/support/use-test-app.ts";

describe.each(engines)("shop checkout through a fake Stripe on %s", (engine) => {
  const { app, stripe } = useStripeApp(engine);

  const checkout = (lines: unknown[], fields: Record<string, string> = {}) =>
    postForm(app, "/checkout", {
      email: "stripe-buyer@example.com",
      idempotencyKey: randomUUID(),
      lines: JSON.stringify(lines),
      ...fields,
    });

  const orderOf = async (key: string) =>
    (await app.services.db.select().from(orders).where(eq(orders.idempotencyKey, key)))[0];

  const webhook = (type: string, sessionId: string, secret?: string) =>
    postStripeEvent(app, type, sessionId, secret);

  const receiptsTo = async (email: string) =>
    (await app.services.db.select().from(outbox).where(eq(outbox.to, email))).filter((mail) =>
      mail.subject.includes("order receipt"),
    );

  /** Starts a checkout and returns the stored order, its Stripe session and the receipt path. */
  async function startCheckout(lines: unknown[], email: string) {
    const key = randomUUID();
    const response = await checkout(lines, { idempotencyKey: key, email });
    expect(response.status).toBe(302);
    const order = await orderOf(key);
    const sessionId = order?.paymentSessionId as string;
    const params = stripe.created.at(-1) as URLSearchParams;
    const receipt = (params.get("success_url") ?? "").replace(app.url, "");
    return { key, response, order, sessionId, params, receipt };
  }

  test("the cart goes to Stripe Checkout priced on the server; the webhook confirms the pending order", async () => {
    const email = "webhook-buyer@example.com";
    const { key, response, order, sessionId, params, receipt } = await startCheckout(
      [
        { id: "wellness-guide", quantity: 2, price: 0.01 },
        { id: "nurve", quantity: 1, price: 1 },
      ],
      email,
    );
    expect(response.headers.get("location")).toBe(`https://checkout.stripe.test/pay/${sessionId}`);
    // Stored as pending before Stripe was asked: the session names the stored order.
    // A Stripe test key (sk_test_) takes no real money: the order says so.
    expect(order).toMatchObject({
      status: "pending",
      totalCents: 2 * 4900 + 19999,
      paymentMode: "test",
    });
    expect(params.get("client_reference_id")).toBe(order?.id);
    // The session says what it pays for, so its webhook settles this order and nothing else.
    expect(params.get("metadata[kind]")).toBe("order");
    expect(params.get("metadata[order_id]")).toBe(order?.id);
    expect(params.get("line_items[0][price_data][unit_amount]")).toBe("4900");
    expect(params.get("line_items[0][quantity]")).toBe("2");
    expect(params.get("line_items[1][price_data][unit_amount]")).toBe("19999");
    expect(params.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(receipt).toMatch(new RegExp(`^/checkout\\?order=${order?.id}&token=`));
    expect([...params.keys()].some((name) => name.includes("card"))).toBe(false);

    const waiting = await app.fetch(receipt);
    expect(waiting.status).toBe(200);
    expect(await waiting.text()).toContain("Payment not received yet");

    // Not paid at Stripe yet: the event changes nothing, whatever it claims.
    expect((await webhook("checkout.session.completed", sessionId)).status).toBe(200);
    expect((await orderOf(key))?.status).toBe("pending");

    stripe.pay(sessionId);
    expect((await webhook("checkout.session.completed", sessionId, "whsec_x")).status).toBe(400);
    expect((await orderOf(key))?.status).toBe("pending");
    expect((await webhook("checkout.session.completed", sessionId)).status).toBe(200);
    expect(await orderOf(key)).toMatchObject({
      status: "paid",
      cardLast4: "4242",
      paymentReference: `pi_${sessionId}`,
    });
    // A repeated event and the return page confirm nothing twice.
    await webhook("checkout.session.completed", sessionId);
    const page = await app.fetch(receipt);
    expect(await page.text()).toContain("Order confirmed");
    expect(await receiptsTo(email)).toHaveLength(1);
  });

  test("the return page confirms without a webhook", async () => {
    const email = "return-buyer@example.com";
    const { key, sessionId, receipt } = await startCheckout(
      [{ id: "fashion-tech-toolkit", quantity: 1 }],
      email,
    );
    stripe.pay(sessionId);
    const page = await app.fetch(receipt);
    expect(await page.text()).toContain("Order confirmed");
    expect((await orderOf(key))?.status).toBe("paid");
    expect((await receiptsTo(email))[0]?.text).toContain("Total: $199.00");
  });

  test("an expired session cancels its order, by webhook or on the return page", async () => {
    const first = await startCheckout([{ id: "wellness-guide", quantity: 1 }], "late1@example.com");
    stripe.expire(first.sessionId);
    expect((await webhook("checkout.session.expired", first.sessionId)).status).toBe(200);
    expect((await orderOf(first.key))?.status).toBe("cancelled");

    const second = await startCheckout(
      [{ id: "wellness-guide", quantity: 1 }],
      "late2@example.com",
    );
    stripe.expire(second.sessionId);
    expect(await (await app.fetch(second.receipt)).text()).toContain("Order cancelled");
    expect((await orderOf(second.key))?.status).toBe("cancelled");
    expect(await receiptsTo("late2@example.com")).toHaveLength(0);
  });

  test("a session paid in another currency or amount confirms nothing", async () => {
    const euro = await startCheckout([{ id: "nurve", quantity: 1 }], "euro@example.com");
    const euroSession = stripe.sessions.get(euro.sessionId);
    if (euroSession) euroSession.currency = "eur";
    stripe.pay(euro.sessionId);
    await webhook("checkout.session.completed", euro.sessionId);
    expect(await (await app.fetch(euro.receipt)).text()).toContain("Payment not received yet");
    expect((await orderOf(euro.key))?.status).toBe("pending");

    const short = await startCheckout([{ id: "nurve", quantity: 1 }], "short@example.com");
    const shortSession = stripe.sessions.get(short.sessionId);
    if (shortSession) shortSession.amount_total = 100;
    stripe.pay(short.sessionId);
    await webhook("checkout.session.completed", short.sessionId);
    expect((await orderOf(short.key))?.status).toBe("pending");
  });

  test("a retried submit goes back to the same Stripe page", async () => {
    const key = randomUUID();
    const lines = [{ id: "wellness-guide", quantity: 1 }];
    const before = stripe.created.length;
    const [first, second] = await Promise.all([
      checkout(lines, { idempotencyKey: key }),
      checkout(lines, { idempotencyKey: key }),
    ]);
    const third = await checkout(lines, { idempotencyKey: key });
    const location = first.headers.get("location");
    expect(location).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\//);
    expect(second.headers.get("location")).toBe(location);
    expect(third.headers.get("location")).toBe(location);
    expect(stripe.created.length).toBe(before + 1);
  });

  test("an order that cannot be stored never reaches Stripe", async () => {
    const { db } = app.services;
    await db.execute(sql`create function refuse_orders() returns trigger language plpgsql as
      $$ begin raise exception 'orders are refused'; end $$`);
    await db.execute(
      sql`create trigger refuse_orders before insert on orders execute function refuse_orders()`,
    );
    const before = stripe.created.length;
    // The failed insert is logged as an error through the request's own logger.
    const reported: string[] = [];
    const { logger } = app.services;
    const requestLogger = logger.child.bind(logger);
    const child = vi.spyOn(logger, "child").mockImplementation((bindings, options) => {
      const scoped = requestLogger(bindings, options);
      vi.spyOn(scoped, "error").mockImplementation((fields: unknown) => {
        const { err } = fields as { err?: unknown };
        reported.push(err instanceof Error ? err.message : String(err));
      });
      return scoped;
    });
    try {
      const response = await checkout([{ id: "nurve", quantity: 1 }]);
      expect(response.status).toBe(500);
      expect(reported.join("\n")).toContain('insert into "orders"');
    } finally {
      child.mockRestore();
      await db.execute(sql`drop trigger refuse_orders on orders`);
      await db.execute(sql`drop function refuse_orders`);
    }
    expect(stripe.created.length).toBe(before);
  });

  test("a shop payment cannot book a consultation, even for a tier's exact price", async () => {
    await app.services.db
      .update(products)
      .set({ priceCents: 5000 })
      .where(eq(products.id, "wellness-guide"));
    const { sessionId } = await startCheckout(
      [{ id: "wellness-guide", quantity: 1 }],
      "shopper@example.com",
    );
    stripe.pay(sessionId);
    expect((await app.fetch(`/consultation-success?session_id=${sessionId}`)).status).toBe(404);
    const booking = await app.fetch("/api/functions/complete-consultation-booking", {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url },
      body: JSON.stringify({
        sessionId,
        consultationType: "team",
        scheduledDate: weekdayAhead(40, 0),
        scheduledTime: "10:00 AM",
        timezone: "EST",
      }),
    });
    expect(booking.status).toBe(400);
    expect((await booking.json()).error).toBe(
      "This payment was made for a different consultation type.",
    );
    await app.services.db
      .update(products)
      .set({ priceCents: 4900 })
      .where(eq(products.id, "wellness-guide"));
  });
});
