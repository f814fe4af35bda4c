/**
 * Every date the site prints. They are formatted in UTC so the server and the browser print the
 * same day whatever their time zones, and a hydrated page never disagrees with the HTML it got.
 * A string is a calendar date from content or the catalog ("2025-03-15"); a Date is a stored moment.
 */
type Day = string | Date;

// Marked free of side effects so a browser chunk keeps only the formats its page prints.
const inUtc = /* @__NO_SIDE_EFFECTS__ */ (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });

const numericFormat = inUtc({ month: "2-digit", day: "2-digit", year: "numeric" });
const mediumFormat = inUtc({ dateStyle: "medium" });
const longFormat = inUtc({ dateStyle: "long" });
const dateTimeFormat = inUtc({ dateStyle: "medium", timeStyle: "short" });

function toDate(day: Day): Date {
  return typeof day === "string" ? new Date(`${day}T00:00:00Z`) : day;
}

/** "03/15/2025", as the legal pages print their dates. */
export function numericUsDate(day: Day): string {
  return numericFormat.format(toDate(day));
}

/** "Mar 15, 2025": tables, listings and event dates. */
export function formatDate(day: Day): string {
  return mediumFormat.format(toDate(day));
}

/** "March 15, 2025": running text. */
export function longDate(day: Day): string {
  return longFormat.format(toDate(day));
}

/** "Mar 15, 2025, 2:05 PM UTC": a moment, with its zone said, for admin tables and logs. */
export function formatDateTime(moment: Date): string {
  return `${dateTimeFormat.format(moment)} UTC`;
}

/** The RFC 822 date RSS readers expect: "Tue, 18 Mar 2025 00:00:00 GMT". */
export function rfc822Date(day: Day): string {
  return toDate(day).toUTCString();
}
