import { addDays, dateInZone, isIsoDate, resolveWallTime, weekdayOf } from "./zoned-time.ts";

/**
 * When a calendar takes bookings, as values: the pages, the JSON endpoint and every write path ask
 * these rules, so what the calendar offers and what the server accepts cannot drift apart.
 */

/** The first and the last start of a day, in minutes after midnight on the calendar's clock. */
export type StartWindow = { first: number; last: number };

/** Dates (yyyy-MM-dd, both included) that are off (`hours: null`) or keep other hours. */
export type DateOverride = { from: string; to: string; hours: StartWindow | null };

export type CalendarRules = {
  /** The IANA zone the hours are read in. */
  zone: string;
  /** Sunday first (0) to Saturday (6); null is a day without consultations. */
  weekly: (StartWindow | null)[];
  /** In the order they were added: a later one wins over an earlier one. */
  overrides: DateOverride[];
  /** How long before its start a slot stops being bookable. */
  noticeMinutes: number;
  /** How many days after today the last bookable date is. */
  horizonDays: number;
  /** Time kept free before and after every session of the calendar. */
  bufferMinutes: number;
};

/** Sessions start on the hour from the window's first start. */
const SLOT_STEP_MINUTES = 60;

/** "9:00 AM" for 540. */
export function slotLabel(minute: number): string {
  const hour = Math.floor(minute / 60);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute % 60).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

const LABEL = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/;

/** A slot label in the form every page and payload uses ("2:00 PM"). */
export const isSlotLabel = (value: string) => LABEL.test(value);

/** "09:00" for 540, as a time input and `resolveWallTime` write it. */
export function clockTime(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}

/** The hours that hold on a date: a day off wins, then the latest override, then the week. */
function windowOn(rules: CalendarRules, date: string): StartWindow | null {
  const covering = rules.overrides.filter((entry) => entry.from <= date && date <= entry.to);
  if (covering.some((entry) => entry.hours === null)) return null;
  const latest = covering.at(-1);
  return latest ? latest.hours : (rules.weekly[weekdayOf(date)] ?? null);
}

export type Slot = { time: string; startsAt: Date };

/**
 * The starts of a day, each at its wall-clock time in the calendar's zone. A start the clocks skip
 * (the spring-forward night) does not exist that day; one they show twice is its first showing.
 */
export function daySlots(rules: CalendarRules, date: string): Slot[] {
  const window = isIsoDate(date) ? windowOn(rules, date) : null;
  if (!window) return [];
  const slots: Slot[] = [];
  for (let minute = window.first; minute <= window.last; minute += SLOT_STEP_MINUTES) {
    const wall = resolveWallTime(date, clockTime(minute), rules.zone);
    if (wall.exists) slots.push({ time: slotLabel(minute), startsAt: wall.instant });
  }
  return slots;
}

/** When the slot starts, or null when the time is not one of that day's starts. */
export function slotStart(rules: CalendarRules, date: string, time: string): Date | null {
  return daySlots(rules, date).find((slot) => slot.time === time)?.startsAt ?? null;
}

/** Today in the calendar's zone and the last date it may be booked for. */
export function bookingWindow(rules: CalendarRules, now: Date) {
  const today = dateInZone(now, rules.zone);
  return { today, lastDay: addDays(today, rules.horizonDays) };
}

/** A start far enough ahead: not begun, and outside the minimum notice. */
function startsInTime(rules: CalendarRules, start: Date, now: Date): boolean {
  return (
    start.getTime() > now.getTime() &&
    start.getTime() - now.getTime() >= rules.noticeMinutes * 60_000
  );
}

export type SlotProblem =
  | "invalid-date"
  | "invalid-time"
  | "closed"
  | "past"
  | "notice"
  | "too-far";

/** Why a slot cannot be booked at `now`, or null when the rules allow it. */
export function slotProblem(
  rules: CalendarRules,
  date: string,
  time: string,
  now: Date,
): SlotProblem | null {
  if (!isIsoDate(date)) return "invalid-date";
  if (daySlots(rules, date).length === 0) return "closed";
  const start = slotStart(rules, date, time);
  if (!start) return "invalid-time";
  if (start.getTime() <= now.getTime()) return "past";
  if (!startsInTime(rules, start, now)) return "notice";
  if (date > bookingWindow(rules, now).lastDay) return "too-far";
  return null;
}

/** The calendar's days a visitor may pick: within the window, with a start still in time. */
export type OpenDays = { today: string; lastDay: string; open: string[] };

export function openDays(rules: CalendarRules, now: Date): OpenDays {
  const { today, lastDay } = bookingWindow(rules, now);
  // After the day the notice ends on, every start is in time, and a window of two starts or more
  // keeps one the clocks show (no change skips more than an hour): most days then need no clock
  // arithmetic, which keeps a page that draws a year of days cheap.
  const noticeEnds = dateInZone(new Date(now.getTime() + rules.noticeMinutes * 60_000), rules.zone);
  const open: string[] = [];
  for (let date = today; date <= lastDay; date = addDays(date, 1)) {
    const window = windowOn(rules, date);
    if (!window) continue;
    const surely = date > noticeEnds && window.last - window.first >= SLOT_STEP_MINUTES;
    if (surely || daySlots(rules, date).some((slot) => startsInTime(rules, slot.startsAt, now))) {
      open.push(date);
    }
  }
  return { today, lastDay, open };
}

/** Whether a date lies inside the booking window (its slots are then each checked on their own). */
export function withinWindow(rules: CalendarRules, date: string, now: Date): boolean {
  const { today, lastDay } = bookingWindow(rules, now);
  return isIsoDate(date) && date >= today && date <= lastDay;
}

export type TimeRange = { start: Date; end: Date };

/** Whether a session over `range` comes closer than the buffer to a session already booked. */
export function clashes(range: TimeRange, busy: TimeRange[], bufferMinutes: number): boolean {
  const buffer = bufferMinutes * 60_000;
  return busy.some(
    (other) =>
      other.start.getTime() - buffer < range.end.getTime() &&
      other.end.getTime() + buffer > range.start.getTime(),
  );
}

/** Every start label the calendar can offer on some day, earliest first (the reschedule list). */
export function startLabels(rules: CalendarRules): string[] {
  const windows = [...rules.weekly, ...rules.overrides.map((entry) => entry.hours)];
  const minutes = new Set<number>();
  for (const window of windows) {
    if (!window) continue;
    for (let minute = window.first; minute <= window.last; minute += SLOT_STEP_MINUTES) {
      minutes.add(minute);
    }
  }
  return [...minutes].sort((a, b) => a - b).map(slotLabel);
}
