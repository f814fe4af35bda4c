import type { CampaignTag } from "#app/.server/attribution/conversion-record.ts";
import type { SessionUser } from "#app/.server/auth.ts";
import { TEST_CUSTOMER_EMAIL } from "#app/.server/payments/test-provider.ts";
import type { PostPaymentPayload } from "#app/schemas/booking.ts";
import { sendBookingMail } from "./booking-mail.ts";
import { type BookingOutcome, choosePaidSlot, taken } from "./booking-outcome.ts";
import { getBooking, getBookingBySession } from "./booking-record.ts";
import type { BookingServices } from "./booking-services.ts";
import { paysForTier, settleCheckoutSession } from "./settle-checkout.ts";
import { holdSlot, moveBooking } from "./slot-store.ts";

const alreadyUsed = {
  ok: false,
  status: 409,
  error: "This payment has already been used to book a consultation.",
} as const;

/**
 * The post-payment scheduling page: the payment happened on the provider's page; the server asks
 * the provider whether it did, and for how much, before booking the chosen time for it.
 */
export async function completePostPayment(
  services: BookingServices,
  payload: PostPaymentPayload,
  context: { user: SessionUser | null; now: Date; campaign?: CampaignTag | null },
): Promise<BookingOutcome> {
  const chosen = await choosePaidSlot(services, payload, context.now);
  if (!chosen.ok) return chosen.refusal;
  const { slot } = chosen;

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
  if (!paysForTier(session, slot.tier)) {
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
    // The session paid for this tier (checked above), and so did the booking it settled.
    const moved = await moveBooking(services.db, existing.id, slot, context.now);
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
    slot,
    userId: context.user?.id ?? null,
    now: context.now,
    paymentMode: services.payments.paymentMode,
    status: "confirmed",
    campaign: context.campaign,
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
