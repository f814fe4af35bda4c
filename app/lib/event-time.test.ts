import { describe, expect, test } from "vitest";
import { resolveWallTime } from "./booking/zoned-time.ts";
import {
  type EventSchedule,
  eventTimes,
  scheduleInstants,
  scheduleOfFields,
  scheduleProblem,
} from "./event-time.ts";
import { EVENT_TIME_ZONE_IDS } from "./event-time-zones.ts";

const evening = (date: string, timeZone: string): EventSchedule => ({
  date,
  start: "19:00",
  endDate: date,
  end: "21:00",
  timeZone,
});

const utc = (schedule: EventSchedule) => {
  const { start, end } = scheduleInstants(schedule);
  return [start.toISOString(), end.toISOString()];
};

describe("event times", () => {
  test("an evening in New York, worded in its own zone with its abbreviation", () => {
    const times = eventTimes(evening("2027-03-18", "America/New_York"));
    expect(times.start).toEqual({
      iso: "2027-03-18T19:00:00-04:00",
      text: "Thu, Mar 18, 2027 · 7:00 PM",
    });
    expect(times.end).toEqual({ iso: "2027-03-18T21:00:00-04:00", text: "9:00 PM EDT" });
  });

  test("7 PM in New York moves in UTC across the US change (14 March 2027), not on the clock", () => {
    expect(utc(evening("2027-03-13", "America/New_York"))).toEqual([
      "2027-03-14T00:00:00.000Z",
      "2027-03-14T02:00:00.000Z",
    ]);
    expect(utc(evening("2027-03-14", "America/New_York"))).toEqual([
      "2027-03-14T23:00:00.000Z",
      "2027-03-15T01:00:00.000Z",
    ]);
    expect(eventTimes(evening("2027-03-13", "America/New_York")).end.text).toBe("9:00 PM EST");
  });

  test("a night across the change names both zones and lasts an hour less than the clock says", () => {
    const night: EventSchedule = {
      date: "2027-03-13",
      start: "22:00",
      endDate: "2027-03-14",
      end: "04:00",
      timeZone: "America/New_York",
    };
    const { start, end } = scheduleInstants(night);
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(5);
    const times = eventTimes(night);
    expect(times.start.text).toBe("Sat, Mar 13, 2027 · 10:00 PM EST");
    expect(times.end).toEqual({
      iso: "2027-03-14T04:00:00-04:00",
      text: "Sun, Mar 14 · 4:00 AM EDT",
    });
  });

  test("London keeps GMT until its own change (28 March 2027), then BST", () => {
    const before = eventTimes({ ...evening("2027-03-20", "Europe/London"), start: "18:30" });
    expect(before.start.iso).toBe("2027-03-20T18:30:00+00:00");
    expect(before.end.text).toBe("9:00 PM GMT");
    const after = { ...evening("2027-04-03", "Europe/London"), start: "18:30" };
    expect(utc(after)[0]).toBe("2027-04-03T17:30:00.000Z");
    expect(eventTimes(after).start.iso).toBe("2027-04-03T18:30:00+01:00");
    expect(eventTimes(after).end.text).toBe("9:00 PM BST");
  });

  test("between the two changes New York is four hours behind London, not five", () => {
    const [newYork] = utc(evening("2027-03-20", "America/New_York"));
    const [london] = utc({ ...evening("2027-03-20", "Europe/London"), start: "23:00" });
    expect(newYork).toBe(london);
  });

  test("an event past midnight ends on the next day, which its end names", () => {
    const gala: EventSchedule = {
      date: "2027-05-15",
      start: "19:00",
      endDate: "2027-05-16",
      end: "01:00",
      timeZone: "America/New_York",
    };
    expect(utc(gala)).toEqual(["2027-05-15T23:00:00.000Z", "2027-05-16T05:00:00.000Z"]);
    expect(eventTimes(gala).end.text).toBe("Sun, May 16 · 1:00 AM EDT");
    const newYear = { ...gala, date: "2027-12-31", start: "21:00", endDate: "2028-01-01" };
    expect(eventTimes(newYear).end.text).toBe("Sat, Jan 1, 2028 · 1:00 AM EST");
  });

  test("zones east of UTC, half hours included, have their own names and offsets", () => {
    const lagos = eventTimes(evening("2027-03-18", "Africa/Lagos"));
    expect(lagos.start.iso).toBe("2027-03-18T19:00:00+01:00");
    expect(lagos.end.text).toBe("9:00 PM WAT");
    expect(eventTimes(evening("2027-03-18", "Asia/Kolkata")).end.iso).toBe(
      "2027-03-18T21:00:00+05:30",
    );
  });

  test("a time the clocks skip is refused, and reads as RFC 5545 says if it is stored", () => {
    const skipped = { ...evening("2027-03-14", "America/New_York"), start: "02:30" };
    expect(scheduleProblem(skipped)).toEqual({
      field: "start",
      message: "The start time does not exist in that time zone that day: the clocks go forward",
    });
    expect(resolveWallTime("2027-03-14", "02:30", "America/New_York")).toEqual({
      instant: new Date("2027-03-14T07:30:00Z"),
      exists: false,
    });
  });

  test("a time the clocks show twice is the first of the two", () => {
    expect(resolveWallTime("2027-11-07", "01:30", "America/New_York").instant).toEqual(
      new Date("2027-11-07T05:30:00Z"),
    );
    expect(resolveWallTime("2027-10-31", "01:30", "Europe/London").instant).toEqual(
      new Date("2027-10-31T00:30:00Z"),
    );
  });

  test("an event must end after it starts", () => {
    const problem = { field: "end", message: "The event must end after it starts" };
    const backwards = { ...evening("2027-03-18", "America/New_York"), end: "18:00" };
    expect(scheduleProblem(backwards)).toEqual(problem);
    expect(scheduleProblem({ ...backwards, end: "19:00" })).toEqual(problem);
    expect(scheduleProblem({ ...backwards, endDate: "2027-03-19" })).toBeNull();
  });

  test("the fields give a schedule only when complete; the end day defaults to the start's", () => {
    const fields = {
      eventDate: "2027-03-18",
      eventStart: "19:00",
      eventEnd: "21:00",
      eventTimeZone: "America/New_York",
    };
    expect(scheduleOfFields(fields)).toEqual(evening("2027-03-18", "America/New_York"));
    expect(scheduleOfFields({ ...fields, eventEndDate: "" })?.endDate).toBe("2027-03-18");
    expect(scheduleOfFields({ ...fields, eventStart: undefined })).toBeNull();
  });

  test("every zone offered is one the runtime knows, once", () => {
    expect(new Set(EVENT_TIME_ZONE_IDS).size).toBe(EVENT_TIME_ZONE_IDS.length);
    for (const zone of EVENT_TIME_ZONE_IDS) {
      expect(() => new Intl.DateTimeFormat("en-US", { timeZone: zone })).not.toThrow();
    }
  });
});
