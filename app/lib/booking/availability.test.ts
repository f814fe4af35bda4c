import { describe, expect, test } from "vitest";
import {
  type CalendarRules,
  clashes,
  daySlots,
  isSlotLabel,
  openDays,
  slotLabel,
  slotProblem,
  slotStart,
  startLabels,
  withinWindow,
} from "./availability.ts";
import { ianaZone, SERVICE_TIME_ZONE } from "./timezones.ts";
import { timeInZone } from "./zoned-time.ts";

/** 540 for "9:00 AM". */
function labelMinute(label: string): number {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(label);
  if (!match) throw new Error(`not a slot label: ${label}`);
  return ((Number(match[1]) % 12) + (match[3] === "PM" ? 12 : 0)) * 60 + Number(match[2]);
}

const NINE_TO_FIVE = { first: 9 * 60, last: 17 * 60 };

/** The rules the booking_control migration seeds for both calendars: today's hours. */
const DEFAULT_RULES: CalendarRules = {
  zone: SERVICE_TIME_ZONE,
  weekly: [null, NINE_TO_FIVE, NINE_TO_FIVE, NINE_TO_FIVE, NINE_TO_FIVE, NINE_TO_FIVE, null],
  overrides: [],
  noticeMinutes: 12 * 60,
  horizonDays: 90,
  bufferMinutes: 0,
};

const rules = (changes: Partial<CalendarRules> = {}): CalendarRules => ({
  ...DEFAULT_RULES,
  ...changes,
});
const times = (date: string, calendar = DEFAULT_RULES) =>
  daySlots(calendar, date).map((slot) => slot.time);
const iso = (date: string, time: string, calendar = DEFAULT_RULES) =>
  slotStart(calendar, date, time)?.toISOString();
const hours = (first: string, last: string) => ({
  first: labelMinute(first) as number,
  last: labelMinute(last) as number,
});

describe("the default hours", () => {
  test("nine hourly slots from 9:00 AM to 5:00 PM on a weekday, none at the weekend", () => {
    expect(times("2026-11-30")).toEqual([
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
    expect(times("2026-11-28")).toEqual([]);
    expect(times("2026-11-29")).toEqual([]);
  });
});

describe("time zones and daylight saving in New York", () => {
  test("9 AM is 14:00 UTC in winter and 13:00 UTC in summer (8 March 2026)", () => {
    expect(iso("2026-03-06", "9:00 AM")).toBe("2026-03-06T14:00:00.000Z");
    expect(iso("2026-03-09", "9:00 AM")).toBe("2026-03-09T13:00:00.000Z");
    expect(iso("2026-03-09", "5:00 PM")).toBe("2026-03-09T21:00:00.000Z");
  });

  test("the autumn change is followed too (1 November 2026)", () => {
    expect(iso("2026-10-30", "2:00 PM")).toBe("2026-10-30T18:00:00.000Z");
    expect(iso("2026-11-02", "2:00 PM")).toBe("2026-11-02T19:00:00.000Z");
  });

  test("a start the clocks skip does not exist that night; the others keep their hour", () => {
    const night = rules({ weekly: Array(7).fill(hours("12:00 AM", "4:00 AM")) });
    expect(times("2026-03-08", night)).toEqual(["12:00 AM", "1:00 AM", "3:00 AM", "4:00 AM"]);
    expect(iso("2026-03-08", "1:00 AM", night)).toBe("2026-03-08T06:00:00.000Z");
    expect(iso("2026-03-08", "3:00 AM", night)).toBe("2026-03-08T07:00:00.000Z");
    expect(slotProblem(night, "2026-03-08", "2:00 AM", new Date("2026-03-01T00:00:00Z"))).toBe(
      "invalid-time",
    );
  });

  test("a start the clocks show twice is its first showing", () => {
    const night = rules({ weekly: Array(7).fill(hours("12:00 AM", "2:00 AM")) });
    expect(times("2026-11-01", night)).toEqual(["12:00 AM", "1:00 AM", "2:00 AM"]);
    // 1:00 AM daylight time, before the clocks go back to 1:00 AM standard time.
    expect(iso("2026-11-01", "1:00 AM", night)).toBe("2026-11-01T05:00:00.000Z");
    expect(iso("2026-11-01", "2:00 AM", night)).toBe("2026-11-01T07:00:00.000Z");
  });

  test("each slot reads in the visitor's zone, which has its own change dates", () => {
    // Between the US change (8 March) and Europe's (29 March) Paris is 5 hours ahead, not 6.
    const start = slotStart(DEFAULT_RULES, "2026-03-16", "9:00 AM") as Date;
    expect(timeInZone(start, ianaZone("CET"))).toBe("2:00 PM");
    expect(timeInZone(start, ianaZone("PST"))).toBe("6:00 AM");
    expect(timeInZone(start, ianaZone("IST"))).toBe("6:30 PM");
    const april = slotStart(DEFAULT_RULES, "2026-04-06", "9:00 AM") as Date;
    expect(timeInZone(april, ianaZone("CET"))).toBe("3:00 PM");
  });

  test("the date is New York's: late evening UTC is still the same day there", () => {
    const evening = new Date("2026-11-26T03:00:00Z"); // 10 PM on the 25th in New York
    expect(withinWindow(DEFAULT_RULES, "2026-11-25", evening)).toBe(true);
    expect(openDays(DEFAULT_RULES, evening).today).toBe("2026-11-25");
  });
});

describe("date overrides", () => {
  const monday = "2026-12-07";
  const now = new Date("2026-11-25T15:30:00Z");

  test("a day off offers nothing and refuses every time", () => {
    const off = rules({ overrides: [{ from: monday, to: monday, hours: null }] });
    expect(times(monday, off)).toEqual([]);
    expect(slotProblem(off, monday, "10:00 AM", now)).toBe("closed");
    expect(times("2026-12-08", off)).toHaveLength(9);
    expect(openDays(off, now).open).not.toContain(monday);
  });

  test("a range of days off (a holiday week), both ends included", () => {
    const holiday = rules({ overrides: [{ from: "2026-12-21", to: "2026-12-25", hours: null }] });
    for (const date of ["2026-12-21", "2026-12-23", "2026-12-25"]) {
      expect(times(date, holiday)).toEqual([]);
    }
    expect(times("2026-12-18", holiday)).toHaveLength(9);
    expect(times("2026-12-28", holiday)).toHaveLength(9);
  });

  test("other hours on one date: a short Friday, an open Saturday", () => {
    const changed = rules({
      overrides: [
        { from: "2026-12-04", to: "2026-12-04", hours: hours("9:00 AM", "11:00 AM") },
        { from: "2026-12-05", to: "2026-12-05", hours: hours("10:30 AM", "12:30 PM") },
      ],
    });
    expect(times("2026-12-04", changed)).toEqual(["9:00 AM", "10:00 AM", "11:00 AM"]);
    expect(slotProblem(changed, "2026-12-04", "2:00 PM", now)).toBe("invalid-time");
    expect(times("2026-12-05", changed)).toEqual(["10:30 AM", "11:30 AM", "12:30 PM"]);
    expect(slotProblem(changed, "2026-12-05", "11:30 AM", now)).toBeNull();
    expect(openDays(changed, now).open).toContain("2026-12-05");
  });

  test("a day off wins over other hours; of two other hours, the later one", () => {
    const both = rules({
      overrides: [
        { from: monday, to: monday, hours: hours("9:00 AM", "9:00 AM") },
        { from: monday, to: monday, hours: hours("1:00 PM", "2:00 PM") },
      ],
    });
    expect(times(monday, both)).toEqual(["1:00 PM", "2:00 PM"]);
    const off = rules({
      overrides: [...both.overrides, { from: "2026-12-01", to: "2026-12-31", hours: null }],
    });
    expect(times(monday, off)).toEqual([]);
  });
});

describe("minimum notice, past and horizon", () => {
  const now = new Date("2026-11-25T15:30:00Z"); // Wednesday 10:30 AM in New York

  test("a slot that has started is past; one inside the notice is refused for notice", () => {
    expect(slotProblem(DEFAULT_RULES, "2026-11-25", "10:00 AM", now)).toBe("past");
    expect(slotProblem(DEFAULT_RULES, "2026-11-24", "4:00 PM", now)).toBe("past");
    expect(slotProblem(DEFAULT_RULES, "2026-11-25", "11:00 AM", now)).toBe("notice");
    expect(slotProblem(DEFAULT_RULES, "2026-11-25", "5:00 PM", now)).toBe("notice");
    expect(slotProblem(DEFAULT_RULES, "2026-11-26", "9:00 AM", now)).toBeNull();
  });

  test("a longer notice pushes the first bookable start out", () => {
    const day = rules({ noticeMinutes: 24 * 60 });
    expect(slotProblem(day, "2026-11-26", "10:00 AM", now)).toBe("notice");
    expect(slotProblem(day, "2026-11-26", "11:00 AM", now)).toBeNull();
    const none = rules({ noticeMinutes: 0 });
    expect(slotProblem(none, "2026-11-25", "11:00 AM", now)).toBeNull();
  });

  test("the calendar opens a day only while one of its starts is still in time", () => {
    const days = openDays(DEFAULT_RULES, now);
    expect(days.today).toBe("2026-11-25");
    // Every start today is inside the 12 hours; Thanksgiving week's weekend is closed.
    expect(days.open.slice(0, 4)).toEqual(["2026-11-26", "2026-11-27", "2026-11-30", "2026-12-01"]);
    const early = new Date("2026-11-25T06:00:00Z"); // 1 AM: 4 PM and 5 PM are 15 and 16 hours off
    expect(openDays(DEFAULT_RULES, early).open[0]).toBe("2026-11-25");
  });

  test("90 days ahead by default, or the calendar's own horizon", () => {
    expect(openDays(DEFAULT_RULES, now).lastDay).toBe("2027-02-23");
    expect(slotProblem(DEFAULT_RULES, "2027-02-23", "10:00 AM", now)).toBeNull();
    expect(slotProblem(DEFAULT_RULES, "2027-02-24", "10:00 AM", now)).toBe("too-far");
    const week = rules({ horizonDays: 7 });
    expect(slotProblem(week, "2026-12-03", "10:00 AM", now)).toBe("too-far");
    expect(openDays(week, now).open.at(-1)).toBe("2026-12-02");
    expect(withinWindow(week, "2026-12-03", now)).toBe(false);
  });

  test("bad dates and times are named", () => {
    expect(slotProblem(DEFAULT_RULES, "2026-02-30", "10:00 AM", now)).toBe("invalid-date");
    expect(slotProblem(DEFAULT_RULES, "26-11-30", "10:00 AM", now)).toBe("invalid-date");
    expect(slotProblem(DEFAULT_RULES, "2026-11-30", "8:00 AM", now)).toBe("invalid-time");
    expect(slotProblem(DEFAULT_RULES, "2026-11-30", "6:00 PM", now)).toBe("invalid-time");
    expect(slotProblem(DEFAULT_RULES, "2026-11-28", "10:00 AM", now)).toBe("closed");
  });
});

describe("buffer between sessions", () => {
  const at = (time: string) => new Date(`2026-12-07T${time}:00Z`);
  const booked = [{ start: at("14:00"), end: at("15:00") }];

  test("without a buffer, sessions may touch but not overlap", () => {
    expect(clashes({ start: at("15:00"), end: at("16:00") }, booked, 0)).toBe(false);
    expect(clashes({ start: at("13:00"), end: at("14:00") }, booked, 0)).toBe(false);
    expect(clashes({ start: at("14:30"), end: at("15:30") }, booked, 0)).toBe(true);
  });

  test("a buffer keeps that much time free on both sides", () => {
    expect(clashes({ start: at("15:00"), end: at("16:00") }, booked, 15)).toBe(true);
    expect(clashes({ start: at("12:00"), end: at("13:50") }, booked, 15)).toBe(true);
    expect(clashes({ start: at("15:15"), end: at("16:15") }, booked, 15)).toBe(false);
    expect(clashes({ start: at("12:00"), end: at("13:45") }, booked, 15)).toBe(false);
  });
});

describe("slot labels", () => {
  test("labels and minutes round-trip", () => {
    for (const minute of [0, 30, 9 * 60, 12 * 60, 12 * 60 + 30, 17 * 60, 23 * 60 + 59]) {
      expect(labelMinute(slotLabel(minute))).toBe(minute);
    }
    expect(slotLabel(0)).toBe("12:00 AM");
    expect(slotLabel(12 * 60)).toBe("12:00 PM");
    expect(isSlotLabel("9:00 AM")).toBe(true);
    for (const bad of ["09:00 AM", "13:00 PM", "9:00", "9:60 AM", "0:00 AM"]) {
      expect(isSlotLabel(bad), bad).toBe(false);
    }
  });

  test("every start the calendar offers on some day, for the reschedule list", () => {
    const changed = rules({
      overrides: [{ from: "2026-12-05", to: "2026-12-05", hours: hours("8:00 AM", "8:00 AM") }],
    });
    expect(startLabels(changed)).toEqual(["8:00 AM", ...times("2026-11-30")]);
  });
});
