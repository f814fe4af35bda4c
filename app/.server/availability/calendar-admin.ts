import { asc, eq, gte } from "drizzle-orm";
import {
  bookingCalendars,
  bookingDateOverrides,
  bookingWeeklyHours,
  tierCalendars,
} from "#app/.server/db/availability-schema.ts";
import type { Database } from "#app/.server/db/client.ts";
import type { StartWindow } from "#app/lib/booking/availability.ts";
import { isTierKey, TIER_KEYS, type TierKey } from "#app/lib/booking/tiers.ts";
import { SERVICE_TIME_ZONE } from "#app/lib/booking/timezones.ts";
import { dateInZone } from "#app/lib/booking/zoned-time.ts";
import { windowOf } from "./calendar-rules.ts";

export type CalendarOverride = {
  id: string;
  from: string;
  to: string;
  hours: StartWindow | null;
  note: string | null;
};

export type CalendarSetup = {
  id: number;
  name: string;
  noticeMinutes: number;
  horizonDays: number;
  bufferMinutes: number;
  /** Sunday first; null for a day without consultations. */
  weekly: (StartWindow | null)[];
  /** Overrides that have not ended yet, earliest first. */
  overrides: CalendarOverride[];
};

/** Every calendar with its hours and coming overrides, and the calendar each tier uses. */
export async function getAvailabilitySetup(db: Database, now: Date) {
  const today = dateInZone(now, SERVICE_TIME_ZONE);
  const [calendars, weekly, overrides, tiers] = await Promise.all([
    db.select().from(bookingCalendars).orderBy(asc(bookingCalendars.id)),
    db.select().from(bookingWeeklyHours),
    db
      .select()
      .from(bookingDateOverrides)
      .where(gte(bookingDateOverrides.endsOn, today))
      .orderBy(asc(bookingDateOverrides.startsOn), asc(bookingDateOverrides.createdAt)),
    db.select().from(tierCalendars),
  ]);
  const setups: CalendarSetup[] = calendars.map((calendar) => ({
    id: calendar.id,
    name: calendar.name,
    noticeMinutes: calendar.noticeMinutes,
    horizonDays: calendar.horizonDays,
    bufferMinutes: calendar.bufferMinutes,
    weekly: Array.from({ length: 7 }, (_, weekday) => {
      const row = weekly.find(
        (entry) => entry.calendarId === calendar.id && entry.weekday === weekday,
      );
      return row ? windowOf(row) : null;
    }),
    overrides: overrides
      .filter((row) => row.calendarId === calendar.id)
      .map((row) => ({
        id: row.id,
        from: row.startsOn,
        to: row.endsOn,
        hours: windowOf(row),
        note: row.note,
      })),
  }));
  const tierCalendar = Object.fromEntries(
    tiers.flatMap((row) => (isTierKey(row.tier) ? [[row.tier, row.calendarId]] : [])),
  ) as Record<TierKey, number>;
  return { calendars: setups, tierCalendar };
}

export type CalendarSettings = {
  name: string;
  noticeMinutes: number;
  horizonDays: number;
  bufferMinutes: number;
};

/** Renames a calendar and sets its notice, horizon and buffer; false for an unknown calendar. */
export async function saveCalendarSettings(
  db: Database,
  calendarId: number,
  settings: CalendarSettings,
): Promise<boolean> {
  const updated = await db
    .update(bookingCalendars)
    .set(settings)
    .where(eq(bookingCalendars.id, calendarId))
    .returning({ id: bookingCalendars.id });
  return updated.length > 0;
}

const calendarExists = async (db: Pick<Database, "select">, calendarId: number) =>
  (
    await db
      .select({ id: bookingCalendars.id })
      .from(bookingCalendars)
      .where(eq(bookingCalendars.id, calendarId))
      .limit(1)
  ).length > 0;

/** Replaces a calendar's week (Sunday first); false for an unknown calendar. */
export async function saveWeeklyHours(
  db: Database,
  calendarId: number,
  weekly: (StartWindow | null)[],
): Promise<boolean> {
  if (!(await calendarExists(db, calendarId))) return false;
  const rows = weekly.flatMap((window, weekday) =>
    window ? [{ calendarId, weekday, firstStart: window.first, lastStart: window.last }] : [],
  );
  await db.transaction(async (tx) => {
    await tx.delete(bookingWeeklyHours).where(eq(bookingWeeklyHours.calendarId, calendarId));
    if (rows.length > 0) await tx.insert(bookingWeeklyHours).values(rows);
  });
  return true;
}

/** Adds days off or other hours to a calendar; null for an unknown calendar. */
export async function addDateOverride(
  db: Database,
  calendarId: number,
  override: Omit<CalendarOverride, "id">,
): Promise<string | null> {
  if (!(await calendarExists(db, calendarId))) return null;
  const [row] = await db
    .insert(bookingDateOverrides)
    .values({
      calendarId,
      startsOn: override.from,
      endsOn: override.to,
      firstStart: override.hours?.first ?? null,
      lastStart: override.hours?.last ?? null,
      note: override.note,
    })
    .returning({ id: bookingDateOverrides.id });
  return row?.id ?? null;
}

/** Removes an override; what it was, for the audit log, or null when there was none. */
export async function removeDateOverride(db: Database, overrideId: string) {
  const [row] = await db
    .delete(bookingDateOverrides)
    .where(eq(bookingDateOverrides.id, overrideId))
    .returning();
  return row ? { calendarId: row.calendarId, from: row.startsOn, to: row.endsOn } : null;
}

/** Chooses the calendar each tier uses; false when one of them is not a calendar. */
export async function saveTierCalendars(
  db: Database,
  mapping: Record<TierKey, number>,
): Promise<boolean> {
  const known = await db.select({ id: bookingCalendars.id }).from(bookingCalendars);
  if (!TIER_KEYS.every((tier) => known.some((calendar) => calendar.id === mapping[tier]))) {
    return false;
  }
  await db.transaction(async (tx) => {
    for (const tier of TIER_KEYS) {
      await tx
        .update(tierCalendars)
        .set({ calendarId: mapping[tier] })
        .where(eq(tierCalendars.tier, tier));
    }
  });
  return true;
}
