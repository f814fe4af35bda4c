import { describe, expect, test } from "vitest";
import { eventIcs } from "./ics.ts";

describe("eventIcs", () => {
  test("an all-day event with escaped text and CRLF line endings", () => {
    const ics = eventIcs({
      id: "gala",
      name: "Gala, with friends; live",
      description: "Line one\nLine two",
      date: "2027-12-31",
      location: "New York, USA",
      url: "https://example.com/product/gala",
      siteName: "Celestial Collective",
      stamp: new Date("2026-11-22T10:00:00Z"),
    });
    expect(ics).toContain("DTSTART;VALUE=DATE:20271231\r\n");
    expect(ics).toContain("DTEND;VALUE=DATE:20280101\r\n");
    expect(ics).toContain("SUMMARY:Gala\\, with friends\\; live\r\n");
    expect(ics).toContain("DESCRIPTION:Line one\\nLine two\r\n");
    expect(ics).toContain("DTSTAMP:20261122T100000Z\r\n");
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  });
});
