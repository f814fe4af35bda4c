/**
 * Every date the site prints. They are formatted in UTC so the server and the browser print the
 * same day whatever their time zones, and a hydrated page never disagrees with the HTML it got.
 * A string is a calendar date from content or the catalog ("2025-03-15"); a Date is a stored moment.
 */
type Day = string | Date;

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/*
 * The three day formats are spelled out by hand, as en-US prints them: building an
 * Intl.DateTimeFormat loads the locale's data, which cost a phone tens of milliseconds of the page's
 * first second for a date whose shape never changes. The test checks them against Intl.
 */
function parts(day: Day) {
  const date = toDate(day);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() };
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

function toDate(day: Day): Date {
  return typeof day === "string" ? new Date(`${day}T00:00:00Z`) : day;
}

/** "03/15/2025", as the legal pages print their dates. */
export function numericUsDate(day: Day): string {
  const date = parts(day);
  return `${twoDigits(date.month + 1)}/${twoDigits(date.day)}/${date.year}`;
}

/** "Mar 15, 2025": tables, listings and event dates. */
export function formatDate(day: Day): string {
  const date = parts(day);
  const month = MONTHS[date.month]?.slice(0, 3);
  return `${month} ${date.day}, ${date.year}`;
}

/** "March 15, 2025": running text. */
export function longDate(day: Day): string {
  const date = parts(day);
  return `${MONTHS[date.month]} ${date.day}, ${date.year}`;
}

let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** "Mar 15, 2025, 2:05 PM UTC": a moment, with its zone said, for admin tables and logs. */
export function formatDateTime(moment: Date): string {
  dateTimeFormat ??= new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });
  return `${dateTimeFormat.format(moment)} UTC`;
}

/** The RFC 822 date RSS readers expect: "Tue, 18 Mar 2025 00:00:00 GMT". */
export function rfc822Date(day: Day): string {
  return toDate(day).toUTCString();
}
