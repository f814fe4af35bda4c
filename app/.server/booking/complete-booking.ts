import type { SessionUser } from "#app/.server/auth.ts";
import { refuseWithoutPayments } from "#app/.server/payments/unavailable-provider.ts";
import type { AppServices } from "#app/.server/services.ts";
import { TIER_NAMES } from "#app/lib/booking/tier-names.ts";
import { TIERS, tierPriceCents } from "#app/lib/booking/tiers.ts";
import { BOOKING_MESSAGES, type BookingFlowPayload } from "#app/schemas/booking.ts";
import { CardSchema, expiryInFuture } from "#app/schemas/payment.ts";
import { sendBookingMail } from "./booking-mail.ts";
import { type BookingOutcome, chooseSlot, taken } from "./booking-outcome.ts";
import { getBooking } from "./booking-record.ts";
import { MAX_UNPAID_HOLDS } from "./hold-limit.ts";
import {
  attachCheckoutSession,
  CHECKOUT_SESSION_MINUTES,
  confirmHold,
  HOLD_MINUTES,
  holdSlot,
  releaseHold,
} from "./slot-store.ts";

const tooManyHolds = {
  ok: false,
  status: 429,
  error: `You already have ${MAX_UNPAID_HOLDS} consultations waiting for payment. Please finish paying for one of them, or try again once an unpaid one has lapsed (after ${HOLD_MINUTES} minutes).`,
} as const;

/**
 * The booking flow's last step: check the slot on the server clock, hold it (the database refuses
 * a second booking of the same time), take the payment, then confirm or release the hold. The
 * price and duration come from the tier; whatever the browser sent for them is ignored.
 */
export async function completeBookingFlow(
  services: AppServices,
  payload: BookingFlowPayload,
  context: { user: SessionUser | null; now: Date; clientAddress: string },
): Promise<BookingOutcome> {
  const unavailable = refuseWithoutPayments(services.payments);
  if (unavailable) return unavailable;
  const { choice, refusal } = chooseSlot(payload, context.now);
  if (refusal) return refusal;

  const provider = services.payments;
  let card: ReturnType<typeof CardSchema.parse> | null = null;
  if (provider.mode === "direct") {
    const parsed = CardSchema.safeParse({
      cardNumber: payload.cardNumber ?? "",
      expiry: payload.expiryDate ?? "",
      cvv: payload.cvv ?? "",
      cardholderName: payload.cardholderName ?? "",
    });
    if (!parsed.success) {
      return {
        ok: false,
        status: 400,
        error: parsed.error.issues[0]?.message ?? BOOKING_MESSAGES.requiredPayment,
      };
    }
    if (!expiryInFuture(parsed.data.expiry, context.now)) {
      return { ok: false, status: 400, error: "This card has expired." };
    }
    card = parsed.data;
  }

  const details = {
    name: payload.name,
    email: payload.email,
    phone: payload.phone,
    company: payload.company,
    message: payload.message,
  };
  const hold = await holdSlot(services.db, {
    details,
    choice,
    userId: context.user?.id ?? null,
    now: context.now,
    paymentMode: services.payments.paymentMode,
    // A hosted payment holds the slot for half an hour: nobody may hold a whole day unpaid.
    unpaidLimit: card ? undefined : { clientAddress: context.clientAddress },
  });
  if (!hold.ok) return hold.reason === "too-many-holds" ? tooManyHolds : taken;

  const tier = TIERS[choice.tier];
  const description = `${TIER_NAMES[tier.key]} consultation (${tier.durationMinutes} min) — ${services.config.siteName}`;

  if (!card) {
    // Hosted payment (Stripe Checkout): the hold waits for the session; the success page and
    // the webhook confirm it, and it expires by itself if the person never pays.
    if (!provider.createCheckout) throw new Error("hosted payment provider without checkout");
    try {
      const base = services.config.publicUrl;
      const session = await provider.createCheckout({
        lineItems: [{ name: description, unitAmountCents: tierPriceCents(tier.key), quantity: 1 }],
        customerEmail: details.email,
        reference: hold.id,
        metadata: { booking_id: hold.id, tier: tier.key },
        successUrl: `${base}/consultation-success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${base}/consultation`,
        expiresAt: new Date(context.now.getTime() + CHECKOUT_SESSION_MINUTES * 60_000),
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

  const charge = await provider.charge({
    amountCents: tierPriceCents(tier.key),
    description,
    card,
    idempotencyKey: hold.id,
  });
  if (!charge.ok) {
    await releaseHold(services.db, hold.id);
    return { ok: false, status: 402, error: charge.message };
  }
  await confirmHold(
    services.db,
    hold.id,
    { reference: charge.reference, brand: charge.brand ?? null, last4: charge.last4 },
    context.now,
  );
  const booking = await getBooking(services.db, hold.id);
  if (!booking) throw new Error("booking vanished after payment");
  await sendBookingMail(services, booking, "confirmed");
  return { ok: true, booking };
}
