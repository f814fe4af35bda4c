import { redirect } from "react-router";
import { getSessionUser } from "#app/.server/auth.ts";
import { limitingKey } from "#app/.server/limiting-key.ts";
import { clientAddress, hitRateLimit } from "#app/.server/rate-limit.ts";
import type { AppServices } from "#app/.server/services.ts";
import { redirectWithToast } from "#app/.server/toast.ts";
import type { BookingStepState } from "#app/lib/consultation/booking-state.ts";
import { isBookableDate } from "#app/lib/consultation/slots.ts";
import type { TierKey } from "#app/lib/consultation/tiers.ts";
import { DEFAULT_TIMEZONE, isTimezoneKey } from "#app/lib/consultation/timezones.ts";
import { isIsoDate } from "#app/lib/consultation/zoned-time.ts";
import {
  BOOKING_MESSAGES,
  BookingDetailsSchema,
  BookingFlowPayloadSchema,
} from "#app/schemas/consultation-booking.ts";
import { completeBookingFlow } from "./complete-booking.ts";
import { dayAvailability } from "./day-availability.ts";
import { signBookingId } from "./manage-token.ts";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

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
    name: text(form, "name"),
    email: text(form, "email"),
    phone: text(form, "phone"),
    company: text(form, "company"),
    message: text(form, "message"),
  };
  const timezoneValue = text(form, "timezone");
  const timezone = isTimezoneKey(timezoneValue) ? timezoneValue : DEFAULT_TIMEZONE;
  const base = { details, timezone, date: null, time: "", month: null, slots: null, error: null };
  const intent = text(form, "intent");

  if (intent === "details") {
    const parsed = BookingDetailsSchema.safeParse(details);
    if (!parsed.success) {
      return { ...base, step: 0, error: parsed.error.issues[0]?.message ?? "" };
    }
    return { ...base, step: 1 };
  }

  const date = isIsoDate(text(form, "scheduledDate")) ? text(form, "scheduledDate") : null;
  const picked = text(form, "pickDate");
  const now = new Date();
  if (intent === "schedule") {
    const month = text(form, "month");
    if (/^\d{4}-\d{2}$/.test(month)) return { ...base, step: 1, date, month };
    const chosen = isIsoDate(picked) ? picked : date;
    const slots =
      chosen && isBookableDate(chosen, now)
        ? { date: chosen, slots: await dayAvailability(services.db, chosen, tier, now) }
        : null;
    const time = text(form, "scheduledTime");
    if (picked) return { ...base, step: 1, date: chosen, slots };
    if (!chosen || !time) {
      return { ...base, step: 1, date: chosen, slots, error: BOOKING_MESSAGES.requiredSchedule };
    }
    return { ...base, step: 2, date: chosen, time };
  }

  // intent "pay": the same payload, limit and command as the JSON endpoint the page uses with
  // JavaScript, so both ways book alike.
  const time = text(form, "scheduledTime");
  const atPayment = { ...base, step: 2 as const, date, time };
  const limit = await hitRateLimit(
    services.db,
    { bucket: "consultation-booking", limit: 30, windowSeconds: 3600 },
    clientAddress(request),
  );
  if (!limit.allowed) {
    return { ...atPayment, error: "Too many booking attempts. Please try again later." };
  }
  const card = ["cardNumber", "expiryDate", "cvv", "cardholderName"].map((name) =>
    text(form, name),
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
