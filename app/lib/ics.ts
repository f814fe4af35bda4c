/** A calendar file (RFC 5545) for an all-day event, so people can add it to their calendar. */
export function eventIcs(event: {
  id: string;
  name: string;
  description: string;
  date: string;
  location: string | null;
  url: string;
  siteName: string;
  stamp: Date;
}): string {
  const escapeText = (text: string) =>
    text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
  const day = event.date.replaceAll("-", "");
  const next = new Date(`${event.date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const nextDay = next.toISOString().slice(0, 10).replaceAll("-", "");
  const stamp = `${event.stamp.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(event.siteName)}//Events//EN`,
    "CALSCALE:GREGORIAN",
    "BEGIN:VEVENT",
    `UID:${event.id}@celestial-events`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${day}`,
    `DTEND;VALUE=DATE:${nextDay}`,
    `SUMMARY:${escapeText(event.name)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `URL:${event.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.join("\r\n")}\r\n`;
}

const icsText = (text: string) =>
  text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
/** Lines longer than 75 octets continue on the next line after a space (RFC 5545, 3.1). */
const icsFold = (line: string) => (line.match(/.{1,60}/gu) ?? [""]).join("\r\n ");
const icsUtc = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

/**
 * A timed event (a consultation): start and end in UTC, so every calendar shows it at the right
 * local time; the zone the person chose is named in the description. The UID stays the same for
 * the life of the booking, so a reschedule or cancellation updates the same calendar entry.
 */
export function consultationIcs(event: {
  uid: string;
  summary: string;
  description: string;
  start: Date;
  end: Date;
  url: string;
  siteName: string;
  organizerEmail: string;
  stamp: Date;
  /** Grows with every change, so calendars apply the newest version. */
  sequence: number;
  cancelled?: boolean;
}): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icsText(event.siteName)}//Consultations//EN`,
    "CALSCALE:GREGORIAN",
    `METHOD:${event.cancelled ? "CANCEL" : "PUBLISH"}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `ORGANIZER:mailto:${event.organizerEmail}`,
    `URL:${event.url}`,
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(icsFold).join("\r\n")}\r\n`;
}
