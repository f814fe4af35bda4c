import { redirect } from "react-router";
import { completeBookingFlow } from "#app/.server/booking/complete-booking.ts";
import { signBookingId } from "#app/.server/booking/manage-token.ts";
import { limitingKey } from "#app/.server/limiting-key.ts";
import type { AppServices } from "#app/.server/services.ts";
import { clientAddress } from "#app/.server/web/client-address.ts";
import { getSessionUser } from "#app/.server/web/session.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import type { BookingStepState } from "#app/lib/booking/booking-state.ts";
import { BOOKING_MESSAGES } from "#app/lib/booking/messages.ts";
import type { TierKey } from "#app/lib/booking/tiers.ts";
import { DEFAULT_TIMEZONE, isTimezoneKey } from "#app/lib/booking/timezones.ts";
import { isIsoDate } from "#app/lib/booking/zoned-time.ts";
import { BookingDetailsSchema, BookingFlowPayloadSchema } from "#app/schemas/booking.ts";
import { allowBookingAttempt, TOO_MANY_BOOKINGS } from "./booking-limit.server.ts";
import { formText, readSchedulePost } from "./schedule-post.server.ts";

/**
 * The booking flow's steps as form posts, for a browser without JavaScript (with JavaScript the
 * steps run in the page and only the payment is sent). Each answer is the next step to draw,
 * carrying what was entered so far; card fields are never carried back.
 */
export async function handleBookingStep(
  services: AppServices,
  request: Request,
  form: FormData,
  tier: TierKey,
): Promise<BookingStepState | Response> {
  const details = {
    name: formText(form, "name"),
    email: formText(form, "email"),
    phone: formText(form, "phone"),
    company: formText(form, "company"),
    message: formText(form, "message"),
  };
  const timezoneValue = formText(form, "timezone");
  const timezone = isTimezoneKey(timezoneValue) ? timezoneValue : DEFAULT_TIMEZONE;
  const base = { details, timezone, date: null, time: "", month: null, slots: null, error: null };
  const intent = formText(form, "intent");

  if (intent === "details") {
    const parsed = BookingDetailsSchema.safeParse(details);
    if (!parsed.success) {
      return { ...base, step: 0, error: parsed.error.issues[0]?.message ?? "" };
    }
    return { ...base, step: 1 };
  }

  const now = new Date();
  if (intent === "schedule") {
    const { ready, ...schedule } = await readSchedulePost(services.db, form, tier, now);
    if (ready) return { ...base, step: 2, date: schedule.date, time: schedule.time };
    return { ...base, ...schedule, step: 1 };
  }

  const date = isIsoDate(formText(form, "scheduledDate")) ? formText(form, "scheduledDate") : null;
  // intent "pay": the same payload, limit and command as the JSON endpoint the page uses with
  // JavaScript, so both ways book alike.
  const time = formText(form, "scheduledTime");
  const atPayment = { ...base, step: 2 as const, date, time };
  if (!(await allowBookingAttempt(services, request))) {
    return { ...atPayment, error: TOO_MANY_BOOKINGS };
  }
  const card = ["cardNumber", "expiryDate", "cvv", "cardholderName"].map((name) =>
    formText(form, name),
  );
  if (services.payments.mode === "direct" && card.some((value) => value.trim() === "")) {
    return { ...atPayment, error: BOOKING_MESSAGES.requiredPayment };
  }
  const parsed = BookingFlowPayloadSchema.safeParse({
    ...details,
    timezone,
    consultationType: tier,
    scheduledDate: date ?? "",
    scheduledTime: time,
    ...(services.payments.mode === "direct"
      ? { cardNumber: card[0], expiryDate: card[1], cvv: card[2], cardholderName: card[3] }
      : {}),
  });
  if (!parsed.success) return { ...atPayment, error: BOOKING_MESSAGES.paymentFailed };
  const outcome = await completeBookingFlow(services, parsed.data, {
    user: await getSessionUser(request, services),
    now,
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
