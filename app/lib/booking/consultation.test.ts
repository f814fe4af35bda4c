import { describe, expect, test } from "vitest";
import { isBookableDate, SLOT_TIMES, slotProblem, slotStart } from "./slots.ts";
import { TIERS, tierPriceCents } from "./tiers.ts";
import { ianaZone } from "./timezones.ts";
import { timeInZone, zonedHourToUtc } from "./zoned-time.ts";

describe("slots", () => {
  test("nine hourly slots from 9:00 AM to 5:00 PM", () => {
    expect(SLOT_TIMES).toEqual([
      "9:00 AM",
      "10:00 AM",
      "11:00 AM",
      "12:00 PM",
      "1:00 PM",
      "2:00 PM",
      "3:00 PM",
      "4:00 PM",
      "5:00 PM",
    ]);
  });

  test("9 AM New York is 14:00 UTC in winter and 13:00 UTC in summer (DST, March 2026)", () => {
    // Daylight saving starts on Sunday 8 March 2026 in the United States.
    expect(slotStart("2026-03-06", "9:00 AM")?.toISOString()).toBe("2026-03-06T14:00:00.000Z");
    expect(slotStart("2026-03-09", "9:00 AM")?.toISOString()).toBe("2026-03-09T13:00:00.000Z");
    expect(slotStart("2026-03-09", "5:00 PM")?.toISOString()).toBe("2026-03-09T21:00:00.000Z");
  });

  test("the autumn change is followed too (1 November 2026)", () => {
    expect(slotStart("2026-10-30", "2:00 PM")?.toISOString()).toBe("2026-10-30T18:00:00.000Z");
    expect(slotStart("2026-11-02", "2:00 PM")?.toISOString()).toBe("2026-11-02T19:00:00.000Z");
  });

  test("each slot is shown in the visitor's zone, which has its own DST dates", () => {
    // Between the US change (8 March) and Europe's (29 March) Paris is 5 hours ahead, not 6.
    const start = slotStart("2026-03-16", "9:00 AM") as Date;
    expect(timeInZone(start, ianaZone("CET"))).toBe("2:00 PM");
    expect(timeInZone(start, ianaZone("PST"))).toBe("6:00 AM");
    expect(timeInZone(slotStart("2026-04-06", "9:00 AM") as Date, ianaZone("CET"))).toBe("3:00 PM");
    expect(timeInZone(start, ianaZone("IST"))).toBe("6:30 PM");
  });

  test("zonedHourToUtc round-trips across the change", () => {
    expect(zonedHourToUtc("2026-03-08", 12, "America/New_York").toISOString()).toBe(
      "2026-03-08T16:00:00.000Z",
    );
  });
});

describe("weekday and past rules", () => {
  const now = new Date("2026-11-25T15:30:00Z"); // Wednesday 10:30 AM in New York

  test("weekends are refused", () => {
    expect(slotProblem("2026-11-28", "10:00 AM", now)).toBe("weekend");
    expect(slotProblem("2026-11-29", "10:00 AM", now)).toBe("weekend");
    expect(isBookableDate("2026-11-28", now)).toBe(false);
    expect(isBookableDate("2026-11-30", now)).toBe(true);
  });

  test("a slot that has started is past, a later one today is not", () => {
    expect(slotProblem("2026-11-25", "10:00 AM", now)).toBe("past");
    expect(slotProblem("2026-11-25", "11:00 AM", now)).toBeNull();
    expect(slotProblem("2026-11-24", "4:00 PM", now)).toBe("past");
    expect(isBookableDate("2026-11-24", now)).toBe(false);
    expect(isBookableDate("2026-11-25", now)).toBe(true);
  });

  test("the date is New York's: late evening UTC is still the same day there", () => {
    const evening = new Date("2026-11-26T03:00:00Z"); // 10 PM on the 25th in New York
    expect(isBookableDate("2026-11-25", evening)).toBe(true);
    expect(slotProblem("2026-11-26", "9:00 AM", evening)).toBeNull();
  });

  test("bad dates and times are named", () => {
    expect(slotProblem("2026-02-30", "10:00 AM", now)).toBe("invalid-date");
    expect(slotProblem("26-11-30", "10:00 AM", now)).toBe("invalid-date");
    expect(slotProblem("2026-11-30", "8:00 AM", now)).toBe("invalid-time");
    expect(slotProblem("2026-11-30", "6:00 PM", now)).toBe("invalid-time");
    expect(slotProblem("2027-06-01", "10:00 AM", now)).toBe("too-far");
  });
});

describe("tier pricing", () => {
  test("50, 75 and 100 USD for 60, 90 and 120 minutes", () => {
    expect(TIERS.team).toMatchObject({ priceUsd: 50, durationMinutes: 60 });
    expect(TIERS.executive).toMatchObject({ priceUsd: 75, durationMinutes: 90 });
    expect(TIERS.founder).toMatchObject({ priceUsd: 100, durationMinutes: 120 });
    expect(tierPriceCents("executive")).toBe(7500);
  });
});
