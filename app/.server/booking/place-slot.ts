import { tierCalendar } from "#app/.server/availability/calendar-rules.ts";
import type { Database } from "#app/.server/db/client.ts";
import {
  type CalendarRules,
  type SlotProblem,
  slotProblem,
  slotStart,
} from "#app/lib/booking/availability.ts";
import { TIERS, type TierKey } from "#app/lib/booking/tiers.ts";
import type { TimezoneKey } from "#app/lib/booking/timezones.ts";

export type SlotChoice = { tier: TierKey; date: string; time: string; timezone: TimezoneKey };

/** A chosen slot the rules allow, placed on the calendar that serves its tier. */
export type PlacedSlot = {
  tier: TierKey;
  timezone: TimezoneKey;
  calendarId: number;
  start: Date;
  end: Date;
  bufferMinutes: number;
};

export type Placement =
  | { ok: true; slot: PlacedSlot }
  | { ok: false; problem: SlotProblem; rules: CalendarRules };

/**
 * Checks a chosen slot against the rules of the calendar its tier uses now (hours, overrides,
 * notice, horizon, on the server's clock) and gives the instants the session would occupy.
 */
export async function placeSlot(db: Database, choice: SlotChoice, now: Date): Promise<Placement> {
  const { calendarId, rules } = await tierCalendar(db, choice.tier, now);
  const problem = slotProblem(rules, choice.date, choice.time, now);
  const start = slotStart(rules, choice.date, choice.time);
  if (problem || !start) return { ok: false, problem: problem ?? "invalid-time", rules };
  const minutes = TIERS[choice.tier].durationMinutes;
  return {
    ok: true,
    slot: {
      tier: choice.tier,
      timezone: choice.timezone,
      calendarId,
      start,
      end: new Date(start.getTime() + minutes * 60_000),
      bufferMinutes: rules.bufferMinutes,
    },
  };
}

/** Words for a notice: "12 hours", "1 hour", "90 minutes". */
function noticeWords(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  return minutes === 60 ? "1 hour" : `${minutes / 60} hours`;
}

/** What the person is told when the rules refuse a slot. */
export function slotRefusal(problem: SlotProblem, rules: CalendarRules): string {
  switch (problem) {
    case "invalid-date":
      return "Please choose a date from the calendar.";
    case "invalid-time":
      return "Please choose one of the listed times.";
    case "closed":
      return "There are no consultations on that day. Please choose another date.";
    case "past":
      return "That time has already passed. Please choose a later time.";
    case "notice":
      return `That time is too soon: consultations are booked at least ${noticeWords(rules.noticeMinutes)} ahead. Please choose a later time.`;
    case "too-far":
      return `That date is too far ahead. Please choose a date within the next ${rules.horizonDays} days.`;
  }
}
