import { redirect } from "react-router";
import { completeBookingFlow } from "#app/.server/booking/complete-booking.ts";
import { signBookingId } from "#app/.server/booking/manage-token.ts";
import { limitingKey } from "#app/.server/limiting-key.ts";
import type { AppServices } from "#app/.server/services.ts";
import { campaignOfRequest } from "#app/.server/web/campaign-visit.ts";
import { clientAddress } from "#app/.server/web/client-address.ts";
import { getSessionUser } from "#app/.server/web/session.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import type { BookingStepState } from "#app/lib/booking/booking-state.ts";
import { BOOKING_MESSAGES } from "#app/lib/booking/messages.ts";
import type { TierKey } from "#app/lib/booking/tiers.ts";
import { isIsoDate } from "#app/lib/booking/zoned-time.ts";
import { BookingDetailsSchema, BookingFlowPayloadSchema } from "#app/schemas/booking.ts";
import type { BookingStepPost } from "#app/schemas/booking-steps.ts";
import { allowBookingAttempt, TOO_MANY_BOOKINGS } from "./booking-limit.server.ts";
import { readSchedulePost } from "./schedule-post.server.ts";

/**
 * The booking flow's steps as form posts, for a browser without JavaScript (with JavaScript the
 * steps run in the page and only the payment is sent). Each answer is the next step to draw,
 * carrying what was entered so far; card fields are never carried back.
 */
export async function handleBookingStep(
  services: AppServices,
  request: Request,
  post: BookingStepPost,
  tier: TierKey,
): Promise<BookingStepState | Response> {
  const { name, email, phone, company, message, timezone, intent } = post;
  const details = { name, email, phone, company, message };
  const base = { details, timezone, date: null, time: "", month: null, slots: null, error: null };

  if (intent === "details") {
    const parsed = BookingDetailsSchema.safeParse(details);
    if (!parsed.success) {
      return { ...base, step: 0, error: parsed.error.issues[0]?.message ?? "" };
    }
    return { ...base, step: 1 };
  }

  const now = new Date();
  if (intent === "schedule") {
    const { ready, ...schedule } = await readSchedulePost(services.db, post, tier, now);
    if (ready) return { ...base, step: 2, date: schedule.date, time: schedule.time };
    return { ...base, ...schedule, step: 1 };
  }

  const date = isIsoDate(post.scheduledDate) ? post.scheduledDate : null;
  // intent "pay": the same payload, limit and command as the JSON endpoint the page uses with
  // JavaScript, so both ways book alike.
  const time = post.scheduledTime;
  const atPayment = { ...base, step: 2 as const, date, time };
  if (!(await allowBookingAttempt(services, request))) {
    return { ...atPayment, error: TOO_MANY_BOOKINGS };
  }
  const { cardNumber, expiryDate, cvv, cardholderName } = post;
  const card = { cardNumber, expiryDate, cvv, cardholderName };
  const direct = services.payments.mode === "direct";
  if (direct && Object.values(card).some((value) => value.trim() === "")) {
    return { ...atPayment, error: BOOKING_MESSAGES.requiredPayment };
  }
  const parsed = BookingFlowPayloadSchema.safeParse({
    ...details,
    timezone,
    consultationType: tier,
    scheduledDate: date ?? "",
    scheduledTime: time,
    ...(direct ? card : {}),
  });
  if (!parsed.success) return { ...atPayment, error: BOOKING_MESSAGES.paymentFailed };
  const outcome = await completeBookingFlow(services, parsed.data, {
    user: await getSessionUser(request, services),
    now,
    campaign: await campaignOfRequest(request, services, now),
    // An IPv6 client holds a whole /64: its holds count together.
    clientAddress: limitingKey(clientAddress(request)),
  });
  if (!outcome.ok) {
    return outcome.code === "slot_taken"
      ? { ...base, step: 1, date, error: outcome.error }
      : { ...atPayment, error: BOOKING_MESSAGES.paymentFailed };
  }
  if ("checkoutUrl" in outcome) return redirect(outcome.checkoutUrl, { status: 303 });
  const { id } = outcome.booking;
  const token = signBookingId(services.linkSecrets, id);
  return redirectWithToast(
    services,
    `/consultation?tier=${tier}&book=1&booked=${id}&token=${token}#booking`,
    { type: "success", title: BOOKING_MESSAGES.paymentSuccess },
    { status: 303 },
  );
}
