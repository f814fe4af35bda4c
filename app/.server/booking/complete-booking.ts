import type { SessionUser } from "#app/.server/auth.ts";
import { TEST_CUSTOMER_EMAIL } from "#app/.server/payments/test-provider.ts";
import { refuseWithoutPayments } from "#app/.server/payments/unavailable-provider.ts";
import type { AppServices } from "#app/.server/services.ts";
import { slotProblem } from "#app/lib/consultation/slots.ts";
import { TIER_NAMES } from "#app/lib/consultation/tier-names.ts";
import { TIERS, type TierKey, tierPriceCents } from "#app/lib/consultation/tiers.ts";
import type { TimezoneKey } from "#app/lib/consultation/timezones.ts";
import {
  BOOKING_MESSAGES,
  type BookingFlowPayload,
  type PostPaymentPayload,
} from "#app/schemas/consultation-booking.ts";
import { CardSchema, expiryInFuture } from "#app/schemas/payment.ts";
import { sendBookingMail } from "./booking-mail.ts";
import { type BookingView, getBooking, getBookingBySession } from "./booking-record.ts";
import {
  attachCheckoutSession,
  CHECKOUT_SESSION_MINUTES,
  confirmHold,
  holdSlot,
  moveBooking,
  releaseHold,
  type SlotChoice,
} from "./slot-store.ts";

export type BookingOutcome =
  | { ok: true; booking: BookingView }
  | { ok: true; checkoutUrl: string }
  | {
      ok: false;
      status: 400 | 402 | 404 | 409 | 502 | 503;
      error: string;
      code?: "slot_taken";
    };

const SLOT_MESSAGES = {
  "invalid-date": "Please choose a date from the calendar.",
  "invalid-time": "Please choose one of the listed times.",
  weekend: "Consultations take place Monday to Friday. Please choose a weekday.",
  past: "That time has already passed. Please choose a later time.",
  "too-far": "That date is too far ahead. Please choose a date within the next 90 days.",
} as const;

const taken = {
  ok: false,
  status: 409,
  error: BOOKING_MESSAGES.slotTaken,
  code: "slot_taken",
} as const;

function choiceOf(payload: {
  consultationType: TierKey;
  scheduledDate: string;
  scheduledTime: string;
  timezone: string;
}): SlotChoice {
  return {
    tier: payload.consultationType,
    date: payload.scheduledDate,
    time: payload.scheduledTime,
    timezone: payload.timezone as TimezoneKey,
  };
}

const alreadyUsed = {
  ok: false,
  status: 409,
  error: "This payment has already been used to book a consultation.",
} as const;

/**
 * The booking flow's last step: check the slot on the server clock, hold it (the database refuses
 * a second booking of the same time), take the payment, then confirm or release the hold. The
 * price and duration come from the tier; whatever the browser sent for them is ignored.
 */
export async function completeBookingFlow(
  services: AppServices,
  payload: BookingFlowPayload,
  context: { user: SessionUser | null; now: Date },
): Promise<BookingOutcome> {
  const unavailable = refuseWithoutPayments(services.payments);
  if (unavailable) return unavailable;
  const choice = choiceOf(payload);
  const problem = slotProblem(choice.date, choice.time, context.now);
  if (problem) return { ok: false, status: 400, error: SLOT_MESSAGES[problem] };

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
  });
  if (!hold.ok) return taken;

  const tier = TIERS[choice.tier];
  const description = `${TIER_NAMES[tier.key]} consultation (${tier.durationMinutes} min) — ${services.config.siteName}`;

  if (!card) {
    // Hosted payment (Stripe Checkout): the hold waits for the session; the success page and
    // the webhook confirm it, and it expires by itself if the person never pays.
    if (!provider.createCheckout) throw new Error("hosted payment provider without checkout");
    try {
      const base = services.config.publicUrl;
      const session = await provider.createCheckout({
        amountCents: tierPriceCents(tier.key),
        description,
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
  | { state: "paid"; tier: TierKey | null; booking: BookingView | null }
> {
  const session = await services.payments.getCheckout(sessionId);
  if (!session) return { state: "unknown" };
  if (!session.paid) return { state: "unpaid" };
  const tierValue = session.metadata.tier;
  const tier = tierValue && tierValue in TIERS ? (tierValue as TierKey) : null;
  let booking = await getBookingBySession(services.db, session.id);
  if (!booking && session.reference) {
    const referenced = await getBooking(services.db, session.reference);
    booking = referenced?.paymentSessionId === session.id ? referenced : null;
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
  const choice = choiceOf(payload);
  const problem = slotProblem(choice.date, choice.time, context.now);
  if (problem) return { ok: false, status: 400, error: SLOT_MESSAGES[problem] };

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
  const sessionTier = session.metadata.tier;
  if (
    (sessionTier && sessionTier !== choice.tier) ||
    session.amountCents !== tierPriceCents(choice.tier)
  ) {
    return {
      ok: false,
      status: 400,
      error: "This payment was made for a different consultation type.",
    };
  }

  const existing = await getBookingBySession(services.db, session.id);
  if (existing) {
    if (existing.status === "held" || existing.status === "expired") {
      // The success page has not settled it yet: do that first, then see where it stands.
      await settleCheckoutSession(services, session.id, context.now);
      return completePostPayment(services, payload, context);
    }
    if (existing.status !== "paid") {
      return alreadyUsed;
    }
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
