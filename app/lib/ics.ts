const icsText = (text: string) =>
  text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
/** Lines longer than 75 octets continue on the next line after a space (RFC 5545, 3.1). */
const icsFold = (line: string) => (line.match(/.{1,60}/gu) ?? [""]).join("\r\n ");
const icsUtc = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

/**
 * A calendar file of one event, from this site's `product` (its kind of events): the calendar's
 * own properties, then the event's, each line folded, CRLF after every line.
 */
function calendarFile(siteName: string, product: string, calendar: string[], event: string[]) {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icsText(siteName)}//${product}//EN`,
    "CALSCALE:GREGORIAN",
    ...calendar,
    "BEGIN:VEVENT",
    ...event,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(icsFold).join("\r\n")}\r\n`;
}

/**
 * An event's calendar file: start and end in UTC, so every calendar shows it at the right local
 * time; the description also words them in the event's own zone.
 */
export function eventIcs(event: {
  id: string;
  name: string;
  description: string;
  start: Date;
  end: Date;
  /** "Thu, Mar 18, 2027 · 7:00 PM – 9:00 PM EDT". */
  localTimes: string;
  location: string | null;
  url: string;
  siteName: string;
  stamp: Date;
}): string {
  return calendarFile(
    event.siteName,
    "Events",
    [],
    [
      `UID:${event.id}@celestial-events`,
      `DTSTAMP:${icsUtc(event.stamp)}`,
      `DTSTART:${icsUtc(event.start)}`,
      `DTEND:${icsUtc(event.end)}`,
      `SUMMARY:${icsText(event.name)}`,
      `DESCRIPTION:${icsText(`${event.description}\n\n${event.localTimes}`)}`,
      ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
      `URL:${event.url}`,
    ],
  );
}

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
  const method = `METHOD:${event.cancelled ? "CANCEL" : "PUBLISH"}`;
  return calendarFile(
    event.siteName,
    "Consultations",
    [method],
    [
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
    ],
  );
}
