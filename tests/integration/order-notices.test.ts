import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { orders } from "#app/.server/db/shop-schema.ts";
import { engines } from "#tests/support/database.ts";
import { pageHtml } from "#tests/support/html.ts";
import { mailsTo, setNotificationToggles } from "#tests/support/notifications.ts";
import { rowsWhere } from "#tests/support/rows.ts";
import { postForm, signInAs } from "#tests/support/sign-in.ts";
import { postStripeEvent } from "#tests/support/stripe.ts";
import { useStripeApp } from "#tests/support/use-test-app.ts";

describe.each(engines)("order change notices on %s", (engine) => {
  const { app, stripe } = useStripeApp(engine);

  /** An order left on the hosted payment page until its session expired. */
  async function abandonCheckout(email: string) {
    const key = randomUUID();
    await postForm(app, "/checkout", {
      email,
      idempotencyKey: key,
      lines: JSON.stringify([{ id: "wellness-guide", quantity: 1 }]),
    });
    const [order] = await rowsWhere(app, orders, { idempotencyKey: key });
    const sessionId = order?.paymentSessionId ?? "";
    stripe.expire(sessionId);
    expect((await postStripeEvent(app, "checkout.session.expired", sessionId)).status).toBe(200);
    // The webhook may be delivered again: the customer still hears of it once.
    await postStripeEvent(app, "checkout.session.expired", sessionId);
  }

  test("a cancelled order is an activity e-mail with a one-click unsubscribe", async () => {
    await setNotificationToggles(app, { email: true, push: true });
    await abandonCheckout("late.buyer@example.com");
    const mails = await mailsTo(app, "late.buyer@example.com", "Your Celestial Collective order");
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Your Celestial Collective order was cancelled",
    ]);
    expect(mails[0]?.text).toContain("Nothing was charged.");
    expect(mails[0]?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  test("with e-mail notifications off, no order e-mail is sent", async () => {
    await setNotificationToggles(app, { email: false, push: true });
    await abandonCheckout("quiet.buyer@example.com");
    expect(await mailsTo(app, "quiet.buyer@example.com", "")).toHaveLength(0);
  });

  test("an admin marks a paid order as sent: the customer is told once; others cannot", async () => {
    await setNotificationToggles(app, { email: true, push: true });
    const key = randomUUID();
    await postForm(app, "/checkout", {
      email: "glad.buyer@example.com",
      idempotencyKey: key,
      lines: JSON.stringify([{ id: "wellness-guide", quantity: 1 }]),
    });
    const [order] = await rowsWhere(app, orders, { idempotencyKey: key });
    stripe.pay(order?.paymentSessionId ?? "");
    await postStripeEvent(app, "checkout.session.completed", order?.paymentSessionId ?? "");
    const fields = { intent: "fulfil", orderId: order?.id ?? "" };

    const member = await signInAs(app, "client@celestial.example");
    expect((await postForm(app, "/admin/orders", fields, { cookie: member })).status).toBe(403);
    const admin = await signInAs(app, "admin@celestial.example");
    expect((await postForm(app, "/admin/orders", fields, { cookie: admin })).status).toBe(302);
    expect((await postForm(app, "/admin/orders", fields, { cookie: admin })).status).toBe(302);
    const sent = await mailsTo(app, "glad.buyer@example.com", "Your Celestial Collective order is");
    expect(sent.map((mail) => mail.subject)).toEqual([
      "Your Celestial Collective order is on its way",
    ]);
    const page = await pageHtml(app, "/admin/orders", admin);
    expect(page).toContain("Sent ");
  });
});
