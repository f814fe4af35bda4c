import { partsIn, resolveWallTime } from "#app/lib/booking/zoned-time.ts";

/** Whether the runtime knows `zone` as an IANA time zone ("Europe/Paris", "UTC"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant a `datetime-local` value ("2026-12-01T09:30") names on the zone's clock; a time the
 * clock skips when daylight saving starts is read with the offset from before the change.
 */
export function wallClockToUtc(local: string, zone: string): Date {
  const [date = "", time = ""] = local.split("T");
  return resolveWallTime(date, time, zone).instant;
}

/** The `datetime-local` value that shows `instant` on the zone's clock. */
export function utcToWallClock(instant: Date, zone: string): string {
  const p = partsIn(zone, instant);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}
