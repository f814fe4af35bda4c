import { completePostPayment } from "#app/.server/booking/complete-after-payment.ts";
import { dayAvailability } from "#app/.server/booking/day-availability.ts";
import type { AppServices } from "#app/.server/services.ts";
import { campaignOfRequest } from "#app/.server/web/campaign-visit.ts";
import { getSessionUser } from "#app/.server/web/session.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import type { SchedulingStepState } from "#app/lib/booking/booking-state.ts";
import { BOOKING_MESSAGES } from "#app/lib/booking/messages.ts";
import { PostPaymentPayloadSchema } from "#app/schemas/booking.ts";
import type { SchedulingStepPost } from "#app/schemas/booking-steps.ts";
import { allowBookingAttempt } from "./booking-limit.server.ts";
import { readSchedulePost } from "./schedule-post.server.ts";

/**
 * The post-payment scheduling page as form posts, for a browser without JavaScript: the calendar
 * pages and lists a day's times; Confirm Booking books with the same payload, limit and command as
 * the JSON endpoint the page uses with JavaScript, and answers with the same messages.
 */
export async function handleSchedulingStep(
  services: AppServices,
  request: Request,
  post: SchedulingStepPost,
): Promise<SchedulingStepState | Response> {
  const { timezone, consultationType: tier } = post;
  const now = new Date();
  const { ready, ...schedule } = await readSchedulePost(services.db, post, tier, now);
  const state = { ...schedule, timezone };
  if (!ready) return state;

  const failed = { ...state, error: BOOKING_MESSAGES.postPaymentFailed };
  if (!(await allowBookingAttempt(services, request))) return failed;
  const parsed = PostPaymentPayloadSchema.safeParse({
    consultationType: tier,
    scheduledDate: schedule.date,
    scheduledTime: schedule.time,
    timezone,
    sessionId: post.sessionId,
  });
  if (!parsed.success) return failed;
  const outcome = await completePostPayment(services, parsed.data, {
    user: await getSessionUser(request, services),
    now,
    campaign: await campaignOfRequest(request, services, now),
  });
  if (!outcome.ok) {
    if (outcome.code !== "slot_taken") return failed;
    // The time went to someone else: the day's times are read again and the choice cleared.
    const { scheduledDate: date } = parsed.data;
    const slots = { date, slots: await dayAvailability(services.db, date, tier, now) };
    return { ...state, time: "", slots, error: outcome.error };
  }
  const { sessionId } = parsed.data;
  return redirectWithToast(
    services,
    `/consultation-scheduling?session_id=${encodeURIComponent(sessionId)}&type=${tier}`,
    { type: "success", title: BOOKING_MESSAGES.postPaymentSuccess },
    { status: 303 },
  );
}
