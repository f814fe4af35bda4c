import { describe, expect, test } from "vitest";
import { eventIcs } from "./ics.ts";

describe("eventIcs", () => {
  const gala = {
    id: "gala",
    name: "Gala, with friends; live",
    description: "Line one\nLine two",
    start: new Date("2027-12-31T02:00:00Z"),
    end: new Date("2027-12-31T06:30:00Z"),
    localTimes: "Thu, Dec 30, 2027 · 9:00 PM – Fri, Dec 31 · 1:30 AM EST",
    location: "New York, USA",
    url: "https://example.com/product/gala",
    siteName: "Celestial Collective",
    stamp: new Date("2026-11-22T10:00:00Z"),
  };

  test("a timed event in UTC, with escaped text and CRLF line endings", () => {
    const ics = eventIcs(gala);
    expect(ics).toContain("DTSTART:20271231T020000Z\r\n");
    expect(ics).toContain("DTEND:20271231T063000Z\r\n");
    expect(ics).toContain("SUMMARY:Gala\\, with friends\\; live\r\n");
    expect(ics).toContain("DTSTAMP:20261122T100000Z\r\n");
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  });

  test("the description words the times in the event's zone; long lines are folded", () => {
    const unfolded = eventIcs(gala).replaceAll("\r\n ", "");
    expect(unfolded).toContain(
      "DESCRIPTION:Line one\\nLine two\\n\\nThu\\, Dec 30\\, 2027 · 9:00 PM – Fri\\, Dec 31 · 1:30 AM EST\r\n",
    );
    const octets = eventIcs(gala)
      .split("\r\n")
      .map((line) => Buffer.byteLength(line));
    expect(Math.max(...octets)).toBeLessThanOrEqual(75);
  });
});
