import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { consultationBookings, outbox } from "#app/.server/db/schema.ts";
import { orders } from "#app/.server/db/shop-schema.ts";
import {
  PAYMENTS_UNAVAILABLE_MESSAGE,
  TEST_PAYMENT_LABEL,
  TEST_PAYMENT_NOTE,
} from "#app/lib/payment-mode.ts";
import { bookingFlowPayload, weekdayAhead } from "#tests/support/booking.ts";
import { engines } from "#tests/support/database.ts";
import { pageHtml } from "#tests/support/html.ts";
import { rowsWhere } from "#tests/support/rows.ts";
import { postForm, signInAs } from "#tests/support/sign-in.ts";
import type { TestApp } from "#tests/support/test-app.ts";
import { describeWithApp, useSignedIn, useTestApp } from "#tests/support/use-test-app.ts";

const NOTICE = "no real payment is taken";

const book = (app: TestApp, body: Record<string, unknown>, cookie?: string) =>
  app.fetch("/api/functions/complete-consultation-booking", {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

const checkout = (app: TestApp, idempotencyKey: string, email = "buyer@example.com") =>
  postForm(app, "/checkout", {
    email,
    cardholderName: "Ada Buyer",
    cardNumber: "4242 4242 4242 4242",
    expiry: "12/39",
    cvv: "123",
    idempotencyKey,
    lines: JSON.stringify([{ id: "wellness-guide", quantity: 1 }]),
  });

const lastMailTo = async (app: TestApp, to: string) =>
  (await app.services.db.select().from(outbox).where(eq(outbox.to, to))).at(-1);

describe.each(engines)("a production site with no payment provider on %s", (engine) => {
  // No PAYMENT_PROVIDER, no Stripe key and no demo install: payments are not set up.
  const app = useTestApp(engine, { PAYMENT_PROVIDER: "", SEED_DEMO: "false" });

  test("the booking endpoint answers 503 with the message and holds no slot", async () => {
    const response = await book(app, bookingFlowPayload({ email: "no.provider@example.com" }));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: PAYMENTS_UNAVAILABLE_MESSAGE });
    const rows = await rowsWhere(app, consultationBookings, { email: "no.provider@example.com" });
    expect(rows).toEqual([]);
  });

  test("checkout refuses with the message and records no order", async () => {
    const key = randomUUID();
    const response = await checkout(app, key);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain(PAYMENTS_UNAVAILABLE_MESSAGE);
    expect(
      await app.services.db.select().from(orders).where(eq(orders.idempotencyKey, key)),
    ).toEqual([]);
  });

  test("the booking and checkout pages say so instead of showing a card form", async () => {
    for (const path of ["/consultation?tier=team&book=1", "/checkout"]) {
      const html = await (await app.fetch(path)).text();
      expect(html).toContain("Payments are not set up");
      expect(html).toContain(PAYMENTS_UNAVAILABLE_MESSAGE);
      expect(html).not.toContain("Card number");
    }
  });

  test("documented test sessions are unknown, on both post-payment pages and the endpoint", async () => {
    const session = "test_session_paid_team_noprovider";
    expect((await app.fetch(`/consultation-success?session_id=${session}`)).status).toBe(404);
    expect((await app.fetch(`/consultation-scheduling?session_id=${session}`)).status).toBe(404);
    const response = await book(app, {
      sessionId: session,
      consultationType: "team",
      scheduledDate: weekdayAhead(30, 1),
      scheduledTime: "10:00 AM",
      timezone: "EST",
    });
    expect(response.status).toBe(503);
  });

  test("pages carry no test-mode notice", async () => {
    expect(await (await app.fetch("/")).text()).not.toContain(NOTICE);
  });
});

describeWithApp("payments through the test provider", (app) => {
  const admin = useSignedIn(app, "admin@celestial.example");

  test("every page shows the test-mode notice, error pages included", async () => {
    for (const path of ["/", "/shop", "/consultation", "/no-such-page"]) {
      const html = await (await app.fetch(path)).text();
      expect(html, path).toContain("Test mode");
      expect(html, path).toContain(NOTICE);
    }
  });

  test("documented test sessions are accepted", async () => {
    const session = `test_session_paid_team_${randomUUID().slice(0, 8)}`;
    expect((await app.fetch(`/consultation-scheduling?session_id=${session}`)).status).toBe(200);
    const success = await app.fetch(`/consultation-success?session_id=${session}`);
    expect(success.status).toBe(200);
    expect(await success.text()).toContain(TEST_PAYMENT_NOTE);
  });

  test("an order is marked test on its receipt page, its receipt mail and the admin list", async () => {
    const key = randomUUID();
    const response = await checkout(app, key, "test.buyer@example.com");
    expect(response.status).toBe(302);
    const [order] = await rowsWhere(app, orders, { idempotencyKey: key });
    expect(order?.paymentMode).toBe("test");
    const receiptPage = await (await app.fetch(response.headers.get("location") ?? "")).text();
    expect(receiptPage).toContain(TEST_PAYMENT_NOTE);
    expect((await lastMailTo(app, "test.buyer@example.com"))?.text).toContain(TEST_PAYMENT_NOTE);
    const list = await pageHtml(app, "/admin/orders", admin.cookie);
    expect(list).toContain(TEST_PAYMENT_LABEL);
  });

  test("a booking is marked test in its mail, the member dashboard and the admin list", async () => {
    const client = await signInAs(app, "client@celestial.example");
    const response = await book(
      app,
      bookingFlowPayload({ email: "client@celestial.example", scheduledDate: weekdayAhead(30, 2) }),
      client,
    );
    expect(response.status).toBe(200);
    const { booking } = await response.json();
    const [row] = await rowsWhere(app, consultationBookings, { id: booking.id });
    expect(row?.paymentMode).toBe("test");
    expect((await lastMailTo(app, "client@celestial.example"))?.text).toContain(TEST_PAYMENT_NOTE);
    const dashboard = await pageHtml(app, "/dashboard", client);
    expect(dashboard).toContain("Your Consultations");
    expect(dashboard).toContain(TEST_PAYMENT_LABEL);
    const list = await pageHtml(app, "/admin/bookings", admin.cookie);
    expect(list).toContain(TEST_PAYMENT_LABEL);
  });

  test("revenue figures count live payments only", async () => {
    const { db } = app.services;
    // What a live provider would have recorded, next to the test payments made above.
    await db.insert(orders).values({
      email: "live.buyer@example.com",
      status: "paid",
      totalCents: 12_345,
      idempotencyKey: randomUUID(),
      paymentMode: "live",
    });
    await db.insert(consultationBookings).values({
      name: "Live Client",
      email: "live.client@example.com",
      timezone: "EST",
      consultationType: "founder",
      priceCents: 10_000,
      durationMinutes: 120,
      calendarId: 2,
      status: "paid",
      paymentMode: "live",
    });
    const page = async (path: string) =>
      (await app.fetch(path, { headers: { cookie: admin.cookie } })).text();
    expect(await page("/admin/orders")).toMatch(/Shop revenue[^$]*\$123\.45/);
    expect(await page("/admin/bookings")).toMatch(/Consultation revenue[^$]*\$100\.00/);
  });

  test("the database keeps only the two modes", async () => {
    await expect(
      app.services.db.insert(orders).values({
        email: "odd@example.com",
        totalCents: 1,
        idempotencyKey: randomUUID(),
        paymentMode: "sandbox" as "test",
      }),
    ).rejects.toThrow();
  });
});
