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
});
