import type { products } from "#app/.server/db/shop-schema.ts";
import type { EventSchedule } from "#app/lib/event-time.ts";

type ScheduleColumns = Pick<
  typeof products.$inferSelect,
  "eventStart" | "eventEnd" | "eventTimeZone"
>;

/** The columns that keep a schedule: wall-clock timestamps and the zone, or nulls for none. */
export function scheduleColumns(schedule: EventSchedule | null): ScheduleColumns {
  if (!schedule) return { eventStart: null, eventEnd: null, eventTimeZone: null };
  return {
    eventStart: `${schedule.date} ${schedule.start}`,
    eventEnd: `${schedule.endDate} ${schedule.end}`,
    eventTimeZone: schedule.timeZone,
  };
}

/** The schedule a row keeps; both engines answer a timestamp as "2027-03-18 19:00:00". */
export function scheduleOfRow(row: ScheduleColumns): EventSchedule | null {
  const { eventStart, eventEnd, eventTimeZone } = row;
  if (!eventStart || !eventEnd || !eventTimeZone) return null;
  return {
    date: eventStart.slice(0, 10),
    start: eventStart.slice(11, 16),
    endDate: eventEnd.slice(0, 10),
    end: eventEnd.slice(11, 16),
    timeZone: eventTimeZone,
  };
}
