/** The zone the team works in: every slot is an hour of a working day here (DST included). */
export const SERVICE_TIME_ZONE = "America/New_York";

/** The booking flow's twelve zones, each mapped to a real IANA zone so daylight saving is right. */
export const BOOKING_TIMEZONES = [
  { value: "EST", label: "Eastern Time (EST)", zone: "America/New_York" },
  { value: "CST", label: "Central Time (CST)", zone: "America/Chicago" },
  { value: "MST", label: "Mountain Time (MST)", zone: "America/Denver" },
  { value: "PST", label: "Pacific Time (PST)", zone: "America/Los_Angeles" },
  { value: "GMT", label: "Greenwich Mean Time (GMT)", zone: "Etc/GMT" },
  { value: "CET", label: "Central European Time (CET)", zone: "Europe/Paris" },
  { value: "JST", label: "Japan Standard Time (JST)", zone: "Asia/Tokyo" },
  { value: "AEST", label: "Australian Eastern Time (AEST)", zone: "Australia/Sydney" },
  { value: "IST", label: "India Standard Time (IST)", zone: "Asia/Kolkata" },
  { value: "CST_CHINA", label: "China Standard Time (CST)", zone: "Asia/Shanghai" },
  { value: "CAT", label: "Central Africa Time (CAT)", zone: "Africa/Maputo" },
  { value: "BRT", label: "Brasília Time (BRT)", zone: "America/Sao_Paulo" },
] as const;

export type TimezoneKey = (typeof BOOKING_TIMEZONES)[number]["value"];

/** The post-payment scheduling page offers only the four US zones. */
export const POST_PAYMENT_TIMEZONES: readonly TimezoneKey[] = ["EST", "CST", "MST", "PST"];

export const DEFAULT_TIMEZONE: TimezoneKey = "EST";

export function isTimezoneKey(value: unknown): value is TimezoneKey {
  return BOOKING_TIMEZONES.some((option) => option.value === value);
}

export function ianaZone(key: TimezoneKey): string {
  return BOOKING_TIMEZONES.find((option) => option.value === key)?.zone ?? SERVICE_TIME_ZONE;
}

export function timezoneLabel(key: TimezoneKey): string {
  return BOOKING_TIMEZONES.find((option) => option.value === key)?.label ?? key;
}
