import { type CheckoutSession, paysExactly } from "#app/.server/payments/provider.ts";
import { isTierKey, type TierKey, tierPriceCents } from "#app/lib/booking/tiers.ts";
import { sendBookingMail } from "./booking-mail.ts";
import { type BookingView, getBooking, getBookingBySession } from "./booking-record.ts";
import type { BookingServices } from "./booking-services.ts";
import { confirmHold } from "./slot-store.ts";

/**
 * A session pays for a consultation only if it names that tier and paid its whole price in the
 * site's currency: a shop order's session, or one paid in another currency, books nothing.
 */
export function paysForTier(
  session: CheckoutSession,
  tier: TierKey,
  amountCents = tierPriceCents(tier),
) {
  return session.metadata.tier === tier && paysExactly(session, amountCents);
}

export type SettledPayment =
  | { state: "unknown" }
  | { state: "unpaid" }
  | { state: "paid"; tier: TierKey; booking: BookingView | null };

/**
 * A hosted payment came back, named by its session id: confirm the booking it paid for. Returns
 * the payment's state and the booking, if the payment belongs to one.
 */
export async function settleCheckoutSession(
  services: BookingServices,
  sessionId: string,
  now: Date,
): Promise<SettledPayment> {
  const session = await services.payments.getCheckout(sessionId);
  return session ? settleBookingSession(services, session, now) : { state: "unknown" };
}

/** The same for a session already read back from the provider (the webhook has it). */
export async function settleBookingSession(
  services: BookingServices,
  session: CheckoutSession,
  now: Date,
): Promise<SettledPayment> {
  if (!session.paid) return { state: "unpaid" };
  const tier = session.metadata.tier;
  if (!isTierKey(tier)) return { state: "unknown" };
  let booking = await getBookingBySession(services.db, session.id);
  if (!booking && session.reference) {
    const referenced = await getBooking(services.db, session.reference);
    booking = referenced?.paymentSessionId === session.id ? referenced : null;
  }
  if (!paysForTier(session, booking?.tier ?? tier, booking?.priceCents)) {
    services.logger.error(
      { sessionId: session.id, bookingId: booking?.id },
      "a checkout session paid another amount, currency or tier than its consultation",
    );
    return { state: "unknown" };
  }
  if (booking && (booking.status === "held" || booking.status === "expired")) {
    const result = await confirmHold(
      services.db,
      booking.id,
      {
        reference: session.paymentReference,
        brand: session.card?.brand ?? null,
        last4: session.card?.last4 ?? null,
        sessionId: session.id,
      },
      now,
    );
    booking = await getBooking(services.db, booking.id);
    if (booking && result !== "not-held") {
      await sendBookingMail(
        services,
        booking,
        result === "confirmed" ? "confirmed" : "paid-unscheduled",
      );
    }
  }
  return { state: "paid", tier, booking };
}
