import { describe, expect, test } from "vitest";
import { isTimeZone, utcToWallClock, wallClockToUtc } from "./wall-clock.ts";

describe("the admin's clock for scheduling", () => {
  test("reads a datetime-local value in the admin's zone, daylight saving included", () => {
    expect(wallClockToUtc("2026-12-01T09:30", "Europe/Paris").toISOString()).toBe(
      "2026-12-01T08:30:00.000Z",
    );
    expect(wallClockToUtc("2027-07-01T09:30", "Europe/Paris").toISOString()).toBe(
      "2027-07-01T07:30:00.000Z",
    );
    expect(wallClockToUtc("2027-03-14T12:00", "America/New_York").toISOString()).toBe(
      "2027-03-14T16:00:00.000Z",
    );
  });

  test("shows an instant back as the zone's clock reads it", () => {
    const instant = new Date("2027-07-01T07:30:00Z");
    expect(utcToWallClock(instant, "Europe/Paris")).toBe("2027-07-01T09:30");
    expect(utcToWallClock(instant, "UTC")).toBe("2027-07-01T07:30");
  });

  test("knows real zones only", () => {
    expect(isTimeZone("Asia/Kolkata")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
  });
});
