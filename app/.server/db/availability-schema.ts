import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { TIER_KEYS } from "#app/lib/booking/tiers.ts";
import { createdAt, randomId, updatedAt } from "./columns.ts";

// When consultations can be booked: the calendars (one per host), their weekly hours and date
// overrides, and which calendar serves each tier. Hours are minutes after midnight, New York time.

/** The last minute of a day a start can be given at (23:59). */
const LAST_MINUTE = 24 * 60 - 1;

/** A host's calendar: bookings on one calendar never overlap; two calendars never block each other. */
export const bookingCalendars = pgTable(
  "booking_calendars",
  {
    // Small integers, so the exclusion constraint can compare them as ranges without btree_gist.
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    noticeMinutes: integer("notice_minutes").notNull().default(720),
    horizonDays: integer("horizon_days").notNull().default(90),
    bufferMinutes: integer("buffer_minutes").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("booking_calendars_notice_check", sql`${table.noticeMinutes} between 0 and 43200`),
    check("booking_calendars_horizon_check", sql`${table.horizonDays} between 1 and 365`),
    check("booking_calendars_buffer_check", sql`${table.bufferMinutes} between 0 and 240`),
  ],
);

/** The calendar a row belongs to; deleting the calendar deletes the row. */
const belongsToCalendar = () =>
  integer("calendar_id")
    .notNull()
    .references(() => bookingCalendars.id, { onDelete: "cascade" });

/** One window of starts per weekday (0 is Sunday); a weekday without a row takes no bookings. */
export const bookingWeeklyHours = pgTable(
  "booking_weekly_hours",
  {
    calendarId: belongsToCalendar(),
    weekday: integer("weekday").notNull(),
    firstStart: integer("first_start").notNull(),
    lastStart: integer("last_start").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.calendarId, table.weekday] }),
    check("booking_weekly_hours_weekday_check", sql`${table.weekday} between 0 and 6`),
    check(
      "booking_weekly_hours_window_check",
      sql`${table.firstStart} between 0 and ${sql.raw(String(LAST_MINUTE))} and ${table.lastStart} between ${table.firstStart} and ${sql.raw(String(LAST_MINUTE))}`,
    ),
  ],
);

/** Dates that are off (no hours) or keep other hours, from one date to another, both included. */
export const bookingDateOverrides = pgTable(
  "booking_date_overrides",
  {
    id: randomId(),
    calendarId: belongsToCalendar(),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    firstStart: integer("first_start"),
    lastStart: integer("last_start"),
    note: text("note"),
    createdAt: createdAt(),
  },
  (table) => [
    index("booking_date_overrides_calendar_idx").on(table.calendarId, table.endsOn),
    check("booking_date_overrides_dates_check", sql`${table.endsOn} >= ${table.startsOn}`),
    check(
      "booking_date_overrides_window_check",
      sql`(${table.firstStart} is null and ${table.lastStart} is null) or (${table.firstStart} between 0 and ${sql.raw(String(LAST_MINUTE))} and ${table.lastStart} between ${table.firstStart} and ${sql.raw(String(LAST_MINUTE))})`,
    ),
  ],
);

/** Which calendar serves each consultation tier. */
export const tierCalendars = pgTable(
  "tier_calendars",
  {
    tier: text("tier").primaryKey(),
    calendarId: integer("calendar_id")
      .notNull()
      .references(() => bookingCalendars.id),
  },
  (table) => [
    check(
      "tier_calendars_tier_check",
      sql`${table.tier} in (${sql.raw(TIER_KEYS.map((tier) => `'${tier}'`).join(", "))})`,
    ),
  ],
);
