import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { consultationBookings } from "#app/.server/db/schema.ts";
import { auditLog } from "#app/.server/db/security-schema.ts";
import { orders } from "#app/.server/db/shop-schema.ts";
import {
  bookingsOf,
  bookVisitor,
  bookVisitorOk,
  mailsTo,
  manageLinkIn,
  weekdayAhead,
} from "#tests/support/booking.ts";
import { engines } from "#tests/support/database.ts";
import { startFakeStripe } from "#tests/support/fake-stripe.ts";
import { postForm } from "#tests/support/sign-in.ts";
import { postStripeEvent, STRIPE_WEBHOOK_SECRET } from "#tests/support/stripe.ts";
import type { TestApp } from "#tests/support/test-app.ts";
import { useResource, useSignedIn, useTestApp } from "#tests/support/use-test-app.ts";

const ADMIN = "admin@celestial.example";

/** A refund on the admin lists: "Refunded $50.00 on Nov 29, 2026, 11:02 AM UTC". */
const REFUNDED = /Refunded \$50\.00 on \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M UTC/;

/** The figure after the revenue label on an admin list. */
async function revenue(app: TestApp, cookie: string, path: string, label: string) {
  const html = await (await app.get(path, cookie)).text();
  const figure = new RegExp(`${label}[^$]*\\$([\\d,]+\\.\\d{2})`).exec(html)?.[1] ?? "";
  return Number(figure.replaceAll(",", ""));
}

/** Cancels a booking through the manage link of its confirmation mail. */
async function cancelByLink(app: TestApp, email: string) {
  const [mail] = await mailsTo(app, email);
  return postForm(app, manageLinkIn(app, mail?.text), { intent: "cancel" });
}

const cancelledMail = async (app: TestApp, email: string) =>
  (await mailsTo(app, email)).find((mail) => mail.subject.endsWith("is cancelled"));

describe.each(engines)("refunds with the test provider on %s", (engine) => {
  const app = useTestApp(engine);
  const admin = useSignedIn(app, ADMIN);

  test("a paid booking cancelled two days ahead by its link is refunded; the mail and the admin list say so", async () => {
    const email = "refund.link@example.com";
    const date = weekdayAhead(2, 0);
    await bookVisitorOk(app, { email, scheduledDate: date, scheduledTime: "5:00 PM" });
    const before = await revenue(app, admin.cookie, "/admin/bookings", "Consultation revenue");

    const cancelled = await cancelByLink(app, email);
    expect(cancelled.status).toBe(302);
    const [row] = await bookingsOf(app, email);
    expect(row).toMatchObject({ status: "cancelled", refundedCents: 5000, paymentMode: "test" });
    expect(row?.refundReference).toMatch(/^test_refund_/);

    const mail = await cancelledMail(app, email);
    expect(mail?.text).toContain("$50.00 was refunded to the visa card ending 4242 on");
    expect(mail?.text).toContain("This was a test payment");

    const list = await (await app.get("/admin/bookings", admin.cookie)).text();
    expect(list).toContain("Refunded");
    expect(list).toMatch(REFUNDED);
    expect(list).toContain("Test payment");
    // Test payments never counted, so the figure stays where it was.
    expect(await revenue(app, admin.cookie, "/admin/bookings", "Consultation revenue")).toBe(
      before,
    );
  });

  test("a refund the provider refuses leaves the booking booked and says why", async () => {
    const email = "refund.refused@example.com";
    await bookVisitorOk(app, {
      email,
      scheduledDate: weekdayAhead(3, 0),
      scheduledTime: "10:00 AM",
      cardNumber: "4000 0000 0000 5126",
    });
    const refused = await cancelByLink(app, email);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(
      "Your consultation is still booked: the refund could not be made (The card&#x27;s bank refused the refund",
    );
    expect((await bookingsOf(app, email))[0]).toMatchObject({
      status: "confirmed",
      refundedCents: 0,
    });
    expect(await cancelledMail(app, email)).toBeUndefined();

    // The admin's cancel says the same and changes nothing either.
    const [row] = await bookingsOf(app, email);
    const answer = await admin.post("/admin/bookings", {
      intent: "cancel",
      bookingId: row?.id ?? "",
      reason: "Client asked by phone",
    });
    expect(answer.status).toBe(302);
    expect((await bookingsOf(app, email))[0]?.status).toBe("confirmed");
  });

  test("an admin cancels and refunds any booking, even within 24 hours, with a reason in the audit log", async () => {
    const email = "refund.admin@example.com";
    await bookVisitorOk(app, {
      email,
      scheduledDate: weekdayAhead(4, 0),
      scheduledTime: "2:00 PM",
    });
    // The session is brought to two hours from now, past the client's own 24-hour cut-off.
    const soon = new Date(Date.now() + 2 * 3_600_000);
    await app.services.db
      .update(consultationBookings)
      .set({ scheduledAt: soon, endsAt: new Date(soon.getTime() + 3_600_000) })
      .where(eq(consultationBookings.email, email));
    const [row] = await bookingsOf(app, email);
    const post = (fields: Record<string, string>) =>
      postForm(
        app,
        "/admin/bookings",
        { intent: "cancel", bookingId: row?.id ?? "", ...fields },
        {
          cookie: admin.cookie,
        },
      );
    const noReason = await post({ reason: "" });
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain("Say why the money is paid back");
    expect((await post({ reason: "The consultant is ill" })).status).toBe(302);
    expect((await bookingsOf(app, email))[0]).toMatchObject({
      status: "cancelled",
      refundedCents: 5000,
    });
    const [entry] = await app.services.db.select().from(auditLog).orderBy(desc(auditLog.createdAt));
    expect(entry).toMatchObject({
      action: "booking.cancel",
      target: row?.id,
      details: { reason: "The consultant is ill", refundedCents: 5000 },
    });
    expect((await cancelledMail(app, email))?.text).toContain("$50.00 was refunded");
    // Nothing is left to refund or cancel.
    expect((await post({ reason: "Again" })).status).toBe(302);
    expect((await bookingsOf(app, email))[0]?.refundedCents).toBe(5000);
  });

  test("an admin refunds a shop order in full; the customer is told", async () => {
    const key = randomUUID();
    const email = "refund.buyer@example.com";
    const placed = await postForm(app, "/checkout", {
      email,
      cardholderName: "Ada Buyer",
      cardNumber: "4242 4242 4242 4242",
      expiry: "12/39",
      cvv: "123",
      idempotencyKey: key,
      lines: JSON.stringify([{ id: "wellness-guide", quantity: 1 }]),
    });
    expect(placed.status).toBe(302);
    const [order] = await app.services.db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, key));
    const refund = (reason: string) =>
      postForm(
        app,
        "/admin/orders",
        { intent: "refund", orderId: order?.id ?? "", reason },
        {
          cookie: admin.cookie,
        },
      );
    expect((await refund("Damaged in transit")).status).toBe(302);
    const [after] = await app.services.db
      .select()
      .from(orders)
      .where(eq(orders.id, order?.id ?? ""));
    expect(after).toMatchObject({ status: "refunded", refundedCents: 4900 });
    const [entry] = await app.services.db.select().from(auditLog).orderBy(desc(auditLog.createdAt));
    expect(entry).toMatchObject({
      action: "order.refund",
      details: { reason: "Damaged in transit", refundedCents: 4900 },
    });
    const mail = (await mailsTo(app, email)).find((m) => m.subject.endsWith("order was refunded"));
    expect(mail?.text).toContain("$49.00 to the card ending 4242");
    expect(await (await app.get("/admin/orders", admin.cookie)).text()).toContain(
      "Refunded $49.00 on",
    );
    // A second refund finds nothing to refund.
    expect((await refund("Again")).status).toBe(302);
    const [still] = await app.services.db
      .select()
      .from(orders)
      .where(eq(orders.id, order?.id ?? ""));
    expect(still?.refundedCents).toBe(4900);
  });
});

/** Stripe with a live key (a fake Stripe takes any key): live payments count as revenue. */
const LIVE_KEY = "sk_live_fake_key";

describe.each(engines)("refunds through a fake Stripe on %s", (engine) => {
  const stripe = useResource(
    "the fake Stripe",
    () => startFakeStripe(LIVE_KEY),
    (fake) => fake.close(),
  );
  const app = useTestApp(engine, () => ({
    STRIPE_SECRET_KEY: LIVE_KEY,
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
  }));
  const admin = useSignedIn(app, ADMIN);

  /** Books a Team session through Stripe Checkout, pays it and comes back: the booking row. */
  async function bookAndPay(email: string, date: string, time: string) {
    const started = await bookVisitor(app, {
      email,
      scheduledDate: date,
      scheduledTime: time,
      timezone: "EST",
    });
    expect(started.status).toBe(200);
    const [held] = await bookingsOf(app, email);
    const sessionId = held?.paymentSessionId ?? "";
    stripe.pay(sessionId);
    expect((await app.fetch(`/consultation-success?session_id=${sessionId}`)).status).toBe(200);
    const [row] = await bookingsOf(app, email);
    expect(row).toMatchObject({ status: "confirmed", paymentMode: "live" });
    return { row, sessionId };
  }

  test("a paid booking cancelled two days ahead is refunded at Stripe and revenue drops by its price", async () => {
    const email = "stripe.refund@example.com";
    const { sessionId } = await bookAndPay(email, weekdayAhead(2, 1), "9:00 AM");
    const before = await revenue(app, admin.cookie, "/admin/bookings", "Consultation revenue");
    expect(before).toBeGreaterThanOrEqual(50);

    expect((await cancelByLink(app, email)).status).toBe(302);
    const asked = stripe.refunded.at(-1);
    expect(asked?.get("payment_intent")).toBe(`pi_${sessionId}`);
    expect(asked?.get("amount")).toBe("5000");
    const [row] = await bookingsOf(app, email);
    expect(row).toMatchObject({ status: "cancelled", refundedCents: 5000 });
    expect(row?.refundReference).toMatch(/^re_fake\d+$/);
    expect((await cancelledMail(app, email))?.text).toContain("$50.00 was refunded");
    const list = await (await app.get("/admin/bookings", admin.cookie)).text();
    expect(list).toMatch(REFUNDED);
    expect(await revenue(app, admin.cookie, "/admin/bookings", "Consultation revenue")).toBe(
      before - 50,
    );
  });

  test("a refund Stripe refuses leaves the booking as it was and says why", async () => {
    const email = "stripe.refused@example.com";
    const { sessionId } = await bookAndPay(email, weekdayAhead(3, 1), "11:00 AM");
    stripe.refuseRefunds(`pi_${sessionId}`, "Charge is disputed.");
    const refused = await cancelByLink(app, email);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Stripe refused the refund: Charge is disputed.");
    expect((await bookingsOf(app, email))[0]).toMatchObject({
      status: "confirmed",
      refundedCents: 0,
    });
  });

  test("a refund made in Stripe's dashboard reaches the site through charge.refunded, once", async () => {
    const email = "dashboard.refund@example.com";
    const { sessionId } = await bookAndPay(email, weekdayAhead(5, 1), "1:00 PM");
    const before = await revenue(app, admin.cookie, "/admin/bookings", "Consultation revenue");
    const chargeId = stripe.refundInDashboard(`pi_${sessionId}`, 2000);

    expect((await postStripeEvent(app, "charge.refunded", chargeId, "whsec_x")).status).toBe(400);
    expect((await bookingsOf(app, email))[0]?.refundedCents).toBe(0);
    for (let delivery = 0; delivery < 2; delivery += 1) {
      expect((await postStripeEvent(app, "charge.refunded", chargeId)).status).toBe(200);
    }
    expect((await bookingsOf(app, email))[0]).toMatchObject({
      status: "confirmed",
      refundedCents: 2000,
    });
    expect(await revenue(app, admin.cookie, "/admin/bookings", "Consultation revenue")).toBe(
      before - 20,
    );
    expect(await (await app.get("/admin/bookings", admin.cookie)).text()).toContain(
      "Refunded $20.00 on",
    );

    // Cancelling later refunds what is left, and the event of that refund changes nothing more.
    expect((await cancelByLink(app, email)).status).toBe(302);
    expect(stripe.refunded.at(-1)?.get("amount")).toBe("3000");
    expect((await postStripeEvent(app, "charge.refunded", chargeId)).status).toBe(200);
    expect((await bookingsOf(app, email))[0]).toMatchObject({
      status: "cancelled",
      refundedCents: 5000,
    });
  });
});
