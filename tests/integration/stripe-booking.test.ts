import { describe, expect, test } from "vitest";
import { consultationBookings } from "#app/.server/db/schema.ts";
import { weekdayAhead } from "#tests/support/booking.ts";
import { engines } from "#tests/support/database.ts";
import { rowsWhere } from "#tests/support/rows.ts";
import { postStripeEvent } from "#tests/support/stripe.ts";
import { useStripeApp } from "#tests/support/use-test-app.ts";

const weekday = (n: number) => weekdayAhead(20, n);

describe.each(engines)("Stripe booking against a fake Stripe on %s", (engine) => {
  const { app, stripe } = useStripeApp(engine);

  const startBooking = (email: string, date: string, extra: Record<string, unknown> = {}) =>
    app.fetch("/api/functions/complete-consultation-booking", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Stripe Person",
        email,
        timezone: "EST",
        consultationType: "founder",
        consultationPrice: 1,
        consultationDuration: 1,
        scheduledDate: date,
        scheduledTime: "10:00 AM",
        ...extra,
      }),
    });

  const bookingOf = async (email: string) =>
    (await rowsWhere(app, consultationBookings, { email }))[0];

  test("the slot is held, Checkout is created at the tier's price, the webhook confirms", async () => {
    const email = "webhook@example.com";
    const response = await startBooking(email, weekday(0), { cardNumber: "4242424242424242" });
    expect(response.status).toBe(200);
    const { checkoutUrl } = await response.json();
    expect(checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_fake\d+$/);

    const params = stripe.created.at(-1) as URLSearchParams;
    expect(params.get("line_items[0][price_data][unit_amount]")).toBe("10000");
    expect(params.get("success_url")).toBe(
      `${app.url}/consultation-success?session_id={CHECKOUT_SESSION_ID}`,
    );
    // The session lives at least Stripe's minimum of 30 minutes; the hold outlives it.
    const lifetime = Number(params.get("expires_at")) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(30 * 60);
    // Card fields never go to Stripe's API (they are typed on Stripe's page).
    expect([...params.keys()].some((key) => key.includes("card"))).toBe(false);

    const held = await bookingOf(email);
    expect(held?.status).toBe("held");
    expect((held?.holdExpiresAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(30 * 60_000);

    const sessionId = held?.paymentSessionId as string;
    const completed = (secret?: string) =>
      postStripeEvent(app, "checkout.session.completed", sessionId, secret);
    // Not yet paid at Stripe: the webhook changes nothing, whatever the event claims.
    const early = await completed();
    expect(early.status).toBe(200);
    expect((await bookingOf(email))?.status).toBe("held");

    stripe.pay(sessionId);
    const forged = await completed("whsec_x");
    expect(forged.status).toBe(400);
    expect((await bookingOf(email))?.status).toBe("held");

    const real = await completed();
    expect(real.status).toBe(200);
    const confirmed = await bookingOf(email);
    expect(confirmed).toMatchObject({
      status: "confirmed",
      priceCents: 10000,
      durationMinutes: 120,
      cardLast4: "4242",
      cardBrand: "visa",
      paymentReference: `pi_${sessionId}`,
    });

    // The person comes back later: the success page shows the booked time.
    const page = await app.fetch(`/consultation-success?session_id=${sessionId}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Payment Successful!");
  });

  test("the success page confirms without a webhook; an unpaid session books nothing", async () => {
    const email = "return@example.com";
    const response = await startBooking(email, weekday(1));
    expect(response.status).toBe(200);
    const sessionId = (await bookingOf(email))?.paymentSessionId as string;

    const unpaid = await app.fetch(`/consultation-success?session_id=${sessionId}`);
    expect(unpaid.status).toBe(402);
    expect((await bookingOf(email))?.status).toBe("held");

    stripe.pay(sessionId);
    const paid = await app.fetch(`/consultation-success?session_id=${sessionId}`);
    expect(paid.status).toBe(200);
    expect((await bookingOf(email))?.status).toBe("confirmed");

    const unknown = await app.fetch("/consultation-success?session_id=cs_test_nothing");
    expect(unknown.status).toBe(404);
    const injected = await app.fetch("/consultation-success?session_id=..%2F..%2Fv1%2Fcharges");
    expect(injected.status).toBe(404);
  });

  test("a held slot is not offered to anyone else until its session expires unpaid", async () => {
    const date = weekday(2);
    expect((await startBooking("holder@example.com", date)).status).toBe(200);
    const second = await startBooking("late@example.com", date);
    expect(second.status).toBe(409);
    expect((await second.json()).code).toBe("slot_taken");

    const sessionId = (await bookingOf("holder@example.com"))?.paymentSessionId as string;
    const expired = await postStripeEvent(app, "checkout.session.expired", sessionId);
    expect(expired.status).toBe(200);
    expect(await bookingOf("holder@example.com")).toBeUndefined();
    expect((await startBooking("late@example.com", date)).status).toBe(200);
  });
});
