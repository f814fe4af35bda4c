import type { SessionUser } from "#app/.server/auth.ts";
import { type CheckoutSession, paysExactly } from "#app/.server/payments/provider.ts";
import { TEST_CUSTOMER_EMAIL } from "#app/.server/payments/test-provider.ts";
import { refuseWithoutPayments } from "#app/.server/payments/unavailable-provider.ts";
import type { AppServices } from "#app/.server/services.ts";
import { isTierKey, type TierKey, tierPriceCents } from "#app/lib/booking/tiers.ts";
import type { PostPaymentPayload } from "#app/schemas/booking.ts";
import { sendBookingMail } from "./booking-mail.ts";
import { type BookingOutcome, chooseSlot, taken } from "./booking-outcome.ts";
import { type BookingView, getBooking, getBookingBySession } from "./booking-record.ts";
import { confirmHold, holdSlot, moveBooking } from "./slot-store.ts";

const alreadyUsed = {
  ok: false,
  status: 409,
  error: "This payment has already been used to book a consultation.",
} as const;

/**
 * A session pays for a consultation only if it names that tier and paid its whole price in the
 * site's currency: a shop order's session, or one paid in another currency, books nothing.
 */
function paysForTier(session: CheckoutSession, tier: TierKey, amountCents = tierPriceCents(tier)) {
  return session.metadata.tier === tier && paysExactly(session, amountCents);
}

/**
 * A hosted payment came back (success page or webhook): confirm the booking it paid for. Returns
 * the payment's state and the booking, if the payment belongs to one.
 */
export async function settleCheckoutSession(
  services: AppServices,
  sessionId: string,
  now: Date,
): Promise<
  | { state: "unknown" }
  | { state: "unpaid" }
  | { state: "paid"; tier: TierKey; booking: BookingView | null }
> {
  const session = await services.payments.getCheckout(sessionId);
  if (!session) return { state: "unknown" };
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

/**
 * The post-payment scheduling page: the payment happened on the provider's page; the server asks
 * the provider whether it did, and for how much, before booking the chosen time for it.
 */
export async function completePostPayment(
  services: AppServices,
  payload: PostPaymentPayload,
  context: { user: SessionUser | null; now: Date },
): Promise<BookingOutcome> {
  const unavailable = refuseWithoutPayments(services.payments);
  if (unavailable) return unavailable;
  const { choice, refusal } = chooseSlot(payload, context.now);
  if (refusal) return refusal;

  const session = await services.payments.getCheckout(payload.sessionId);
  if (!session) {
    return {
      ok: false,
      status: 404,
      error: "We could not find that payment. Please contact support.",
    };
  }
  if (!session.paid) {
    return {
      ok: false,
      status: 402,
      error: "That payment has not been completed, so no consultation was booked.",
    };
  }
  if (!paysForTier(session, choice.tier)) {
    return {
      ok: false,
      status: 400,
      error: "This payment was made for a different consultation type.",
    };
  }

  let existing = await getBookingBySession(services.db, session.id);
  if (existing?.status === "held" || existing?.status === "expired") {
    // The success page has not settled it yet: do that first, then see where it stands.
    await settleCheckoutSession(services, session.id, context.now);
    existing = await getBookingBySession(services.db, session.id);
  }
  if (existing) {
    if (existing.status !== "paid") return alreadyUsed;
    const moved = await moveBooking(
      services.db,
      existing.id,
      { ...choice, tier: existing.tier },
      context.now,
    );
    if (moved === "taken") return taken;
    const booking = await getBooking(services.db, existing.id);
    if (!booking) throw new Error("booking vanished after scheduling");
    await sendBookingMail(services, booking, "confirmed");
    return { ok: true, booking };
  }

  // A hosted provider knows who paid; a documented test session has no customer, so the booking
  // goes to the signed-in member or, failing that, to the test provider's placeholder customer.
  const email =
    session.customerEmail ??
    context.user?.email ??
    (services.payments.name === "test" ? TEST_CUSTOMER_EMAIL : null);
  if (!email) {
    return {
      ok: false,
      status: 400,
      error: "Please sign in with the e-mail address you paid with.",
    };
  }
  const hold = await holdSlot(services.db, {
    details: {
      name:
        session.customerName ??
        ([context.user?.firstName, context.user?.lastName].filter(Boolean).join(" ") || email),
      email,
      phone: null,
      company: null,
      message: null,
    },
    choice,
    userId: context.user?.id ?? null,
    now: context.now,
    paymentMode: services.payments.paymentMode,
    status: "confirmed",
    payment: {
      reference: session.paymentReference,
      brand: session.card?.brand ?? null,
      last4: session.card?.last4 ?? null,
      sessionId: session.id,
    },
  });
  if (!hold.ok) {
    // The session id is unique: a second tab booking the same payment loses here.
    return hold.reason === "taken" ? taken : alreadyUsed;
  }
  const booking = await getBooking(services.db, hold.id);
  if (!booking) throw new Error("booking vanished after scheduling");
  await sendBookingMail(services, booking, "confirmed");
  return { ok: true, booking };
}
