import { SERVICE_TIME_ZONE } from "./timezones.ts";
import { addDays, dateInZone, isIsoDate, weekdayOf, zonedHourToUtc } from "./zoned-time.ts";

/** Slots start on the hour from 9 AM to 5 PM New York time, the team's hours: nine a day. */
const FIRST_SLOT_HOUR = 9;
const LAST_SLOT_HOUR = 17;

/** How far ahead a consultation may be booked. */
export const BOOKING_WINDOW_DAYS = 90;

export const SLOT_TIMES = Array.from({ length: LAST_SLOT_HOUR - FIRST_SLOT_HOUR + 1 }, (_, index) =>
  slotLabel(FIRST_SLOT_HOUR + index),
);

function slotLabel(hour: number): string {
  const suffix = hour < 12 ? "AM" : "PM";
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:00 ${suffix}`;
}

/** The hour (24 h) of a slot label such as "2:00 PM", or null if it is not one of the nine. */
function slotHour(time: string): number | null {
  const index = SLOT_TIMES.indexOf(time);
  return index === -1 ? null : FIRST_SLOT_HOUR + index;
}

/** When the slot starts, as an instant (New York wall time, daylight saving applied). */
export function slotStart(date: string, time: string): Date | null {
  const hour = slotHour(time);
  if (hour === null || !isIsoDate(date)) return null;
  return zonedHourToUtc(date, hour, SERVICE_TIME_ZONE);
}

export function isWeekend(date: string): boolean {
  const day = weekdayOf(date);
  return day === 0 || day === 6;
}

/** Today's date in New York, from the given clock. */
export function serviceToday(now: Date): string {
  return dateInZone(now, SERVICE_TIME_ZONE);
}

/**
 * Whether the calendar may offer the date: a weekday, not before today, within the booking window.
 * Each slot is then checked against the clock on its own (today's morning slots may be past).
 */
export function isBookableDate(date: string, now: Date): boolean {
  if (!isIsoDate(date) || isWeekend(date)) return false;
  const today = serviceToday(now);
  return date >= today && date <= addDays(today, BOOKING_WINDOW_DAYS);
}

export type SlotProblem = "invalid-date" | "invalid-time" | "weekend" | "past" | "too-far";

/** Why a slot cannot be booked at `now`, or null when it can. */
export function slotProblem(date: string, time: string, now: Date): SlotProblem | null {
  if (!isIsoDate(date)) return "invalid-date";
  const start = slotStart(date, time);
  if (!start) return "invalid-time";
  if (isWeekend(date)) return "weekend";
  if (start.getTime() <= now.getTime()) return "past";
  if (date > addDays(serviceToday(now), BOOKING_WINDOW_DAYS)) return "too-far";
  return null;
}
