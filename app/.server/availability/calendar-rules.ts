import { and, asc, eq, gte } from "drizzle-orm";
import {
  bookingCalendars,
  bookingDateOverrides,
  bookingWeeklyHours,
  tierCalendars,
} from "#app/.server/db/availability-schema.ts";
import type { Database } from "#app/.server/db/client.ts";
import {
  type CalendarRules,
  type OpenDays,
  openDays,
  type StartWindow,
} from "#app/lib/booking/availability.ts";
import type { TierKey } from "#app/lib/booking/tiers.ts";
import { SERVICE_TIME_ZONE } from "#app/lib/booking/timezones.ts";
import { addDays, dateInZone } from "#app/lib/booking/zoned-time.ts";

type Reader = Pick<Database, "select">;

/** A stored row's window of starts, or null for a day off. */
export const windowOf = (row: { firstStart: number | null; lastStart: number | null }) =>
  row.firstStart === null || row.lastStart === null
    ? null
    : ({ first: row.firstStart, last: row.lastStart } satisfies StartWindow);

/**
 * A calendar's rules as they stand, read fresh on every call so an admin's change applies at
 * once. Overrides that ended before yesterday no longer decide anything and are left out.
 */
export async function calendarRules(
  db: Reader,
  calendarId: number,
  now: Date,
): Promise<CalendarRules> {
  const since = addDays(dateInZone(now, SERVICE_TIME_ZONE), -1);
  const [[calendar], weekly, overrides] = await Promise.all([
    db.select().from(bookingCalendars).where(eq(bookingCalendars.id, calendarId)).limit(1),
    db.select().from(bookingWeeklyHours).where(eq(bookingWeeklyHours.calendarId, calendarId)),
    db
      .select()
      .from(bookingDateOverrides)
      .where(
        and(
          eq(bookingDateOverrides.calendarId, calendarId),
          gte(bookingDateOverrides.endsOn, since),
        ),
      )
      .orderBy(asc(bookingDateOverrides.createdAt)),
  ]);
  if (!calendar) throw new Error(`no booking calendar ${calendarId}`);
  return {
    zone: SERVICE_TIME_ZONE,
    weekly: Array.from({ length: 7 }, (_, weekday) => {
      const row = weekly.find((entry) => entry.weekday === weekday);
      return row ? windowOf(row) : null;
    }),
    overrides: overrides.map((row) => ({
      from: row.startsOn,
      to: row.endsOn,
      hours: windowOf(row),
    })),
    noticeMinutes: calendar.noticeMinutes,
    horizonDays: calendar.horizonDays,
    bufferMinutes: calendar.bufferMinutes,
  };
}

/** The calendar that serves a tier now, and its rules. */
export async function tierCalendar(db: Reader, tier: TierKey, now: Date) {
  const [row] = await db
    .select({ calendarId: tierCalendars.calendarId })
    .from(tierCalendars)
    .where(eq(tierCalendars.tier, tier))
    .limit(1);
  if (!row) throw new Error(`no booking calendar serves the ${tier} tier`);
  return { calendarId: row.calendarId, rules: await calendarRules(db, row.calendarId, now) };
}

/** The days a visitor may pick for a tier (the page's calendar, drawn by the server). */
export async function openDaysForTier(db: Reader, tier: TierKey, now: Date): Promise<OpenDays> {
  return openDays((await tierCalendar(db, tier, now)).rules, now);
}
