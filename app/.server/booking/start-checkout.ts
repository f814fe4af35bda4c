import { openHostedCheckout } from "#app/.server/payments/hosted-checkout.ts";
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
  const base = services.config.publicUrl;
  const opened = await openHostedCheckout(services, {
    subject: { kind: "booking", id: hold.id },
    lineItems: [{ name: item.description, unitAmountCents: item.amountCents, quantity: 1 }],
    customerEmail: hold.email,
    // The settler books only a session that names the tier it paid for.
    metadata: { tier: hold.tier },
    successUrl: `${base}/consultation-success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${base}/consultation`,
    expiresAt: new Date(now.getTime() + CHECKOUT_SESSION_MINUTES * 60_000),
  });
  if (!opened.ok) {
    await releaseHold(services.db, hold.id);
    return opened;
  }
  await attachCheckoutSession(services.db, hold.id, opened.sessionId);
  return { ok: true, checkoutUrl: opened.checkoutUrl };
}
