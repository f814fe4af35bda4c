/**
 * Dates are formatted on the server in UTC: the browser hydrates the same strings the server sent,
 * whatever its own time zone, so there is no hydration mismatch.
 */
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

export function formatDate(date: Date): string {
  return dateFormat.format(date);
}

export function formatDateTime(date: Date): string {
  return `${dateTimeFormat.format(date)} UTC`;
}
