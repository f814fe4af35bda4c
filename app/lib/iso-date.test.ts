import { describe, expect, test } from "vitest";
import { longDate, numericUsDate, rfc822Date } from "./iso-date.ts";

describe("content dates", () => {
  test("print the same calendar day in every format", () => {
    expect(numericUsDate("2025-03-15")).toBe("03/15/2025");
    expect(longDate("2025-09-15")).toBe("September 15, 2025");
    expect(rfc822Date("2025-03-18")).toBe("Tue, 18 Mar 2025 00:00:00 GMT");
  });
});
