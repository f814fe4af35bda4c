/**
 * Wall-clock arithmetic in a named time zone with nothing but Intl, so the same code runs in the
 * browser and on the server and follows each zone's daylight-saving rules.
 */

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's wall clock at that instant, field by field. */
export function partsIn(zone: string, instant: Date) {
  let formatter = partsFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormatters.set(zone, formatter);
  }
  const parts = Object.fromEntries(
    formatter.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. */
function offsetAt(zone: string, instant: Date): number {
  const p = partsIn(zone, instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The instant the zone's clock shows `date` (yyyy-MM-dd) at `time` (HH:mm), and whether the clock
 * ever shows it. A time the clocks skip takes the offset from before the change (RFC 5545, 3.3.5:
 * 2:30 AM on the spring-forward night is 3:30 AM); a time they show twice is the first one.
 */
export function resolveWallTime(
  date: string,
  time: string,
  zone: string,
): { instant: Date; exists: boolean } {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // A day either side of the wall time is clear of any change that affects it.
  const before = offsetAt(zone, new Date(wall - DAY));
  const after = offsetAt(zone, new Date(wall + DAY));
  const shown = [wall - before, wall - after]
    .sort((a, b) => a - b)
    .find((candidate) => candidate + offsetAt(zone, new Date(candidate)) === wall);
  return shown === undefined
    ? { instant: new Date(wall - before), exists: false }
    : { instant: new Date(shown), exists: true };
}

/** The instant as ISO 8601 with the zone's offset then: "2027-03-18T19:00:00-04:00". */
export function isoInZone(instant: Date, zone: string): string {
  const offset = offsetAt(zone, instant);
  const wall = new Date(instant.getTime() + offset).toISOString().slice(0, 19);
  const minutes = Math.abs(offset) / 60_000;
  const hours = String(Math.floor(minutes / 60)).padStart(2, "0");
  return `${wall}${offset < 0 ? "-" : "+"}${hours}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The calendar date (yyyy-MM-dd) the zone's clock shows at that instant. */
export function dateInZone(instant: Date, zone: string): string {
  const p = partsIn(zone, instant);
  return `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
}

/** "9:00 AM" style time of that instant in the zone. */
export function timeInZone(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hour: "numeric",
    minute: "2-digit",
  }).format(instant);
}

/** "Monday, March 9, 2026" style date of that instant in the zone. */
export function longDateInZone(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(instant);
}

/** 0 = Sunday ... 6 = Saturday, for a calendar date (no zone: a date is a date). */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** A real calendar date in yyyy-MM-dd form. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1;
}

/** The date `days` after `date`, both yyyy-MM-dd. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
