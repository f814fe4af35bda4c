/**
 * The zones an event can be held in, west to east, as the admin's product editor offers them.
 * Each names the English locale whose short zone names people there use, so a Lagos event says
 * "WAT" and a London one "BST"; where no locale has one, the offset is printed ("GMT+9").
 */
export const EVENT_TIME_ZONES = [
  { zone: "Pacific/Honolulu", label: "Honolulu, Hawaii Time", locale: "en-US" },
  { zone: "America/Anchorage", label: "Anchorage, Alaska Time", locale: "en-US" },
  { zone: "America/Los_Angeles", label: "Los Angeles, Pacific Time", locale: "en-US" },
  { zone: "America/Phoenix", label: "Phoenix, Mountain Time without DST", locale: "en-US" },
  { zone: "America/Denver", label: "Denver, Mountain Time", locale: "en-US" },
  { zone: "America/Chicago", label: "Chicago, Central Time", locale: "en-US" },
  { zone: "America/Mexico_City", label: "Mexico City", locale: "en-US" },
  { zone: "America/New_York", label: "New York, Eastern Time", locale: "en-US" },
  { zone: "America/Toronto", label: "Toronto, Eastern Time", locale: "en-CA" },
  { zone: "America/Jamaica", label: "Kingston, Jamaica", locale: "en-JM" },
  { zone: "America/Bogota", label: "Bogotá", locale: "en-US" },
  { zone: "America/Halifax", label: "Halifax, Atlantic Time", locale: "en-CA" },
  { zone: "America/Puerto_Rico", label: "San Juan, Puerto Rico", locale: "en-US" },
  { zone: "America/Sao_Paulo", label: "São Paulo", locale: "en-US" },
  { zone: "America/Argentina/Buenos_Aires", label: "Buenos Aires", locale: "en-US" },
  { zone: "UTC", label: "Coordinated Universal Time", locale: "en-US" },
  { zone: "Africa/Accra", label: "Accra", locale: "en-GH" },
  { zone: "Europe/London", label: "London", locale: "en-GB" },
  { zone: "Europe/Dublin", label: "Dublin", locale: "en-IE" },
  { zone: "Europe/Lisbon", label: "Lisbon", locale: "en-GB" },
  { zone: "Africa/Casablanca", label: "Casablanca", locale: "en-GB" },
  { zone: "Africa/Lagos", label: "Lagos, West Africa Time", locale: "en-NG" },
  { zone: "Europe/Paris", label: "Paris", locale: "en-GB" },
  { zone: "Europe/Berlin", label: "Berlin", locale: "en-GB" },
  { zone: "Africa/Johannesburg", label: "Johannesburg", locale: "en-ZA" },
  { zone: "Africa/Kigali", label: "Kigali, Central Africa Time", locale: "en-RW" },
  { zone: "Africa/Cairo", label: "Cairo", locale: "en-GB" },
  { zone: "Europe/Athens", label: "Athens", locale: "en-GB" },
  { zone: "Africa/Nairobi", label: "Nairobi, East Africa Time", locale: "en-KE" },
  { zone: "Europe/Istanbul", label: "Istanbul", locale: "en-GB" },
  { zone: "Asia/Dubai", label: "Dubai", locale: "en-AE" },
  { zone: "Asia/Kolkata", label: "Mumbai and Delhi, India Time", locale: "en-IN" },
  { zone: "Asia/Singapore", label: "Singapore", locale: "en-SG" },
  { zone: "Asia/Hong_Kong", label: "Hong Kong", locale: "en-HK" },
  { zone: "Asia/Shanghai", label: "Beijing and Shanghai", locale: "en-US" },
  { zone: "Australia/Perth", label: "Perth", locale: "en-AU" },
  { zone: "Asia/Seoul", label: "Seoul", locale: "en-US" },
  { zone: "Asia/Tokyo", label: "Tokyo", locale: "en-US" },
  { zone: "Australia/Sydney", label: "Sydney", locale: "en-AU" },
  { zone: "Pacific/Auckland", label: "Auckland", locale: "en-NZ" },
] as const;

export type EventTimeZone = (typeof EVENT_TIME_ZONES)[number]["zone"];

export const EVENT_TIME_ZONE_IDS = EVENT_TIME_ZONES.map((entry) => entry.zone) as [
  EventTimeZone,
  ...EventTimeZone[],
];

/** Where an event is held unless its location says otherwise: the team's own zone. */
export const DEFAULT_EVENT_TIME_ZONE: EventTimeZone = "America/New_York";
