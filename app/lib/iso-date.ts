/**
 * Dates in content data are ISO calendar dates ("2025-03-15"). They are formatted in UTC so the
 * server and the browser always print the same day, whatever their time zones.
 */
function utcDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** "03/15/2025", as the legal pages print their dates. */
export function numericUsDate(iso: string): string {
  return new Intl.DateTimeFormat("en-US", {
    month: "2-digit",
    day: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  }).format(utcDate(iso));
}

/** "March 18, 2025". */
export function longDate(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    utcDate(iso),
  );
}

/** The RFC 822 date RSS readers expect: "Tue, 18 Mar 2025 00:00:00 GMT". */
export function rfc822Date(iso: string): string {
  return utcDate(iso).toUTCString();
}
