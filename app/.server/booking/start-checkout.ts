import type { TierKey } from "#app/lib/booking/tiers.ts";
import type { BookingOutcome } from "./booking-outcome.ts";
import type { BookingServices } from "./booking-services.ts";
import type { PaidItem } from "./paid-item.ts";
import { attachCheckoutSession, CHECKOUT_SESSION_MINUTES, releaseHold } from "./slot-store.ts";

/**
 * Hosted payment (Stripe Checkout) for a held slot: the hold waits for the session; the success
 * page and the webhook confirm it, and it expires by itself if the person never pays. When the
 * provider cannot open a session, the slot is released at once.
 */
export async function startHostedCheckout(
  services: Pick<BookingServices, "config" | "db" | "payments" | "logger">,
  hold: { id: string; tier: TierKey; email: string },
  item: PaidItem,
  now: Date,
): Promise<BookingOutcome> {
  const provider = services.payments;
  if (!provider.createCheckout) throw new Error("hosted payment provider without checkout");
  try {
    const base = services.config.publicUrl;
    const session = await provider.createCheckout({
      lineItems: [{ name: item.description, unitAmountCents: item.amountCents, quantity: 1 }],
      customerEmail: hold.email,
      reference: hold.id,
      metadata: { booking_id: hold.id, tier: hold.tier },
      successUrl: `${base}/consultation-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}/consultation`,
      expiresAt: new Date(now.getTime() + CHECKOUT_SESSION_MINUTES * 60_000),
    });
    await attachCheckoutSession(services.db, hold.id, session.id);
    return { ok: true, checkoutUrl: session.url };
  } catch (error) {
    await releaseHold(services.db, hold.id);
    services.logger.error({ err: error }, "checkout session could not be created");
    return {
      ok: false,
      status: 502,
      error: "The payment service is unavailable. Please try again.",
    };
  }
}
