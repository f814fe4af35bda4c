import { describe, expect, test } from "vitest";
import { bookingServicesForFile, holdTestSlot, NOW } from "#tests/support/booking-services.ts";
import { fakeStripeForFile } from "#tests/support/stripe.ts";
import { paidItem } from "./paid-item.ts";
import { startHostedCheckout } from "./start-checkout.ts";

// The embedded test provider takes cards on this site; a hosted page is Stripe's, here a local fake.
const fake = fakeStripeForFile();
const booking = bookingServicesForFile(() => fake.provider());

describe("startHostedCheckout", () => {
  test("opens a session priced by the server for the hold, and links the hold to it", async () => {
    const holdId = await holdTestSlot(booking.services, { tier: "executive", unpaid: true });
    const item = paidItem("executive", booking.services.config.siteName);
    const outcome = await startHostedCheckout(
      booking.services,
      { id: holdId, tier: "executive", email: "ada@example.com" },
      item,
      NOW,
    );

    const session = [...fake.stripe.sessions.values()].at(-1);
    expect(outcome).toEqual({ ok: true, checkoutUrl: session?.url });
    expect(session).toMatchObject({
      amount_total: 7500,
      currency: "usd",
      client_reference_id: holdId,
      metadata: { kind: "booking", booking_id: holdId, tier: "executive" },
      customer_details: { email: "ada@example.com" },
      success_url: "https://celestial.test/consultation-success?session_id={CHECKOUT_SESSION_ID}",
      expires_at: NOW.getTime() / 1000 + 31 * 60,
    });
    const { bookings, mail } = await booking.snapshot();
    expect(bookings).toEqual([
      expect.objectContaining({
        status: "held",
        consultationType: "executive",
        paymentSessionId: session?.id,
        holdExpiresAt: "2031-03-03T14:35:00.000Z",
        clientAddress: "203.0.113.9",
        paymentMode: "test",
      }),
    ]);
    // Nothing is confirmed or mailed before the payment arrives.
    expect(mail).toEqual([]);
  });

  test("when the payment service cannot open a session, the slot is freed at once", async () => {
    const refusing = fake.provider("sk_test_wrong_key");
    const holdId = await holdTestSlot(booking.services, { unpaid: true });
    const outcome = await startHostedCheckout(
      { ...booking.services, payments: refusing },
      { id: holdId, tier: "team", email: "ada@example.com" },
      paidItem("team", booking.services.config.siteName),
      NOW,
    );

    expect(outcome).toEqual({
      ok: false,
      status: 502,
      error: "The payment service is unavailable. Please try again.",
    });
    expect(await booking.snapshot()).toEqual({ bookings: [], mail: [] });
  });
});
