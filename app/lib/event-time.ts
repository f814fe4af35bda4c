import { isoInZone, resolveWallTime } from "./booking/zoned-time.ts";
import { EVENT_TIME_ZONES } from "./event-time-zones.ts";

/**
 * When an event happens, as its organiser says it: wall-clock times on the calendar of its own
 * zone. The instants are worked out from these with the zone's rules of the day, so if a
 * government changes its daylight saving, "7 PM in New York" stays 7 PM.
 */
export type EventSchedule = {
  /** The day it starts, yyyy-MM-dd. */
  date: string;
  /** HH:mm, 24-hour. */
  start: string;
  /** The day it ends: the start's day, or a later one for an event past midnight. */
  endDate: string;
  end: string;
  timeZone: string;
};

/** One end of an event, worded for people and for machines (`<time>`, JSON-LD). */
export type EventMoment = {
  /** ISO 8601 with the zone's offset at that moment: "2027-03-18T19:00:00-04:00". */
  iso: string;
  /** "Thu, Mar 18, 2027 · 7:00 PM"; the end adds the zone: "9:00 PM EDT". */
  text: string;
};

/** What pages show of an event's time, worked out on the server in the event's own zone. */
export type EventTimes = { timeZone: string; start: EventMoment; end: EventMoment };

/** A 24-hour "HH:mm", as a time input sends it. */
export const isWallTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

export type ScheduleProblem = { field: "start" | "end"; message: string };

const SITE_LOCALE = "en-US";
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string, kind: "day" | "dayOfYear" | "time" | "zone"): Intl.DateTimeFormat {
  const key = `${zone} ${kind}`;
  let format = formats.get(key);
  if (!format) {
    const locale = EVENT_TIME_ZONES.find((entry) => entry.zone === zone)?.locale ?? SITE_LOCALE;
    const options: Record<typeof kind, Intl.DateTimeFormatOptions> = {
      day: { weekday: "short", month: "short", day: "numeric", year: "numeric" },
      dayOfYear: { weekday: "short", month: "short", day: "numeric" },
      time: { hour: "numeric", minute: "2-digit" },
      zone: { timeZoneName: "short" },
    };
    format = new Intl.DateTimeFormat(kind === "zone" ? locale : SITE_LOCALE, {
      ...options[kind],
      timeZone: zone,
    });
    formats.set(key, format);
  }
  return format;
}

/** "EDT", "BST", "WAT"... or "GMT+9" where the zone has no short name in English. */
function zoneName(instant: Date, zone: string): string {
  const parts = formatIn(zone, "zone").formatToParts(instant);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? zone;
}

/** The start and end as instants; a time the clocks skip counts as RFC 5545 says. */
export function scheduleInstants(schedule: EventSchedule): { start: Date; end: Date } {
  return {
    start: resolveWallTime(schedule.date, schedule.start, schedule.timeZone).instant,
    end: resolveWallTime(schedule.endDate, schedule.end, schedule.timeZone).instant,
  };
}

/**
 * Why the schedule cannot be kept, or null: a time its zone's clocks skip that day, or an end
 * that is not after the start. The zone must be one `Intl` knows (the schemas check the list).
 */
export function scheduleProblem(schedule: EventSchedule): ScheduleProblem | null {
  const skipped = "does not exist in that time zone that day: the clocks go forward";
  const start = resolveWallTime(schedule.date, schedule.start, schedule.timeZone);
  if (!start.exists) return { field: "start", message: `The start time ${skipped}` };
  const end = resolveWallTime(schedule.endDate, schedule.end, schedule.timeZone);
  if (!end.exists) return { field: "end", message: `The end time ${skipped}` };
  if (end.instant <= start.instant) {
    return { field: "end", message: "The event must end after it starts" };
  }
  return null;
}

/**
 * The schedule worded in its own zone: "Thu, Mar 18, 2027 · 7:00 PM" to "9:00 PM EDT". An end on
 * another day names its day; the start names its zone only when the end's differs (an event
 * across a daylight-saving change).
 */
export function eventTimes(schedule: EventSchedule): EventTimes {
  const zone = schedule.timeZone;
  const instants = scheduleInstants(schedule);
  const startZone = zoneName(instants.start, zone);
  const endZone = zoneName(instants.end, zone);
  const startDay = formatIn(zone, "day").format(instants.start);
  const startText = `${startDay} · ${formatIn(zone, "time").format(instants.start)}`;
  const endTime = `${formatIn(zone, "time").format(instants.end)} ${endZone}`;
  const sameYear = schedule.date.slice(0, 4) === schedule.endDate.slice(0, 4);
  const endDay =
    schedule.endDate === schedule.date
      ? null
      : formatIn(zone, sameYear ? "dayOfYear" : "day").format(instants.end);
  return {
    timeZone: zone,
    start: {
      iso: isoInZone(instants.start, zone),
      text: startZone === endZone ? startText : `${startText} ${startZone}`,
    },
    end: { iso: isoInZone(instants.end, zone), text: endDay ? `${endDay} · ${endTime}` : endTime },
  };
}

/** An event's schedule fields as the catalog and the admin's product form name them. */
export type EventScheduleFields = {
  eventDate?: string | null;
  eventStart?: string | null;
  eventEnd?: string | null;
  /** Absent when the event ends on the day it starts. */
  eventEndDate?: string | null;
  eventTimeZone?: string | null;
};

/** The schedule those fields give, or null while any part of it is missing. */
export function scheduleOfFields(fields: EventScheduleFields): EventSchedule | null {
  const { eventDate, eventStart, eventEnd, eventTimeZone } = fields;
  if (!eventDate || !eventStart || !eventEnd || !eventTimeZone) return null;
  return {
    date: eventDate,
    start: eventStart,
    endDate: fields.eventEndDate || eventDate,
    end: eventEnd,
    timeZone: eventTimeZone,
  };
}
