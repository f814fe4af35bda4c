import { dayAvailability } from "#app/.server/booking/day-availability.ts";
import type { Database } from "#app/.server/db/client.ts";
import type { BookingStepState } from "#app/lib/booking/booking-state.ts";
import { BOOKING_MESSAGES } from "#app/lib/booking/messages.ts";
import type { TierKey } from "#app/lib/booking/tiers.ts";
import { isIsoDate } from "#app/lib/booking/zoned-time.ts";
import type { CalendarPost } from "#app/schemas/booking-steps.ts";

export type SchedulePost = Pick<BookingStepState, "date" | "time" | "month" | "slots" | "error"> & {
  /** A day and a time were chosen and the visitor asked to go on (not a calendar click). */
  ready: boolean;
};

/**
 * A scheduling form posted without JavaScript (booking flow and post-payment page): the calendar's
 * month and day buttons submit it, so the server pages the month or lists the chosen day's free
 * times (read on its clock); any other submit asks to go on with the chosen day and time.
 */
export async function readSchedulePost(
  db: Database,
  post: CalendarPost,
  tier: TierKey,
  now: Date,
): Promise<SchedulePost> {
  const date = isIsoDate(post.scheduledDate) ? post.scheduledDate : null;
  const { month, pickDate: picked, scheduledTime: time } = post;
  if (/^\d{4}-\d{2}$/.test(month)) {
    return { date, time: "", month, slots: null, error: null, ready: false };
  }
  const chosen = isIsoDate(picked) ? picked : date;
  const slots = chosen
    ? { date: chosen, slots: await dayAvailability(db, chosen, tier, now) }
    : null;
  const none = { date: chosen, time: "", month: null, slots, error: null, ready: false };
  if (picked) return none;
  if (!chosen || !time) return { ...none, error: BOOKING_MESSAGES.requiredSchedule };
  return { ...none, time, ready: true };
}
