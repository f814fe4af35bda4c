import { describe, expect, test } from "vitest";
import { formatDate, formatDateTime, longDate, numericUsDate, rfc822Date } from "./dates.ts";

describe("dates", () => {
  test("a content date prints the same calendar day in every format", () => {
    expect(numericUsDate("2025-03-15")).toBe("03/15/2025");
    expect(formatDate("2025-03-15")).toBe("Mar 15, 2025");
    expect(longDate("2025-09-15")).toBe("September 15, 2025");
    expect(rfc822Date("2025-03-18")).toBe("Tue, 18 Mar 2025 00:00:00 GMT");
  });

  test("a stored moment late in the UTC day keeps its UTC date, and its time says UTC", () => {
    const moment = new Date("2026-03-15T23:30:00Z");
    expect(formatDate(moment)).toBe("Mar 15, 2026");
    expect(longDate(moment)).toBe("March 15, 2026");
    expect(formatDateTime(moment)).toBe("Mar 15, 2026, 11:30 PM UTC");
  });

  test("the hand-spelled formats print what Intl prints for en-US in UTC, every day of two years", () => {
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
    const numeric = intl({ month: "2-digit", day: "2-digit", year: "numeric" });
    const medium = intl({ dateStyle: "medium" });
    const long = intl({ dateStyle: "long" });
    for (let time = Date.UTC(2027, 0, 1); time < Date.UTC(2029, 0, 1); time += 86_400_000) {
      const moment = new Date(time);
      const day = moment.toISOString().slice(0, 10);
      expect(numericUsDate(day)).toBe(numeric.format(moment));
      expect(formatDate(day)).toBe(medium.format(moment));
      expect(longDate(moment)).toBe(long.format(moment));
    }
  });
});
