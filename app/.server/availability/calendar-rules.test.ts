import { describe, expect, test } from "vitest";
import { useUnitDatabase } from "#tests/support/use-unit-database.ts";
import { addDateOverride } from "./calendar-admin.ts";
import { tierCalendar } from "./calendar-rules.ts";

const NOW = new Date("2031-03-03T14:00:00Z");
const NINE_TO_FIVE = { first: 540, last: 1020 };

describe("the calendars a new install starts with", () => {
  const handle = useUnitDatabase();

  test("today's hours for both hosts: weekdays 9 AM to 5 PM New York, 12 hours, 90 days, no buffer", async () => {
    const team = await tierCalendar(handle.db, "team", NOW);
    expect(team).toEqual({
      calendarId: 1,
      rules: {
        zone: "America/New_York",
        weekly: [null, NINE_TO_FIVE, NINE_TO_FIVE, NINE_TO_FIVE, NINE_TO_FIVE, NINE_TO_FIVE, null],
        overrides: [],
        noticeMinutes: 720,
        horizonDays: 90,
        bufferMinutes: 0,
      },
    });
    expect((await tierCalendar(handle.db, "executive", NOW)).calendarId).toBe(1);
    const founder = await tierCalendar(handle.db, "founder", NOW);
    expect(founder.calendarId).toBe(2);
    expect(founder.rules).toEqual(team.rules);
  });

  test("overrides that ended before yesterday no longer reach the rules", async () => {
    const add = (from: string, to: string) =>
      addDateOverride(handle.db, 1, { from, to, hours: null, note: null });
    await add("2031-02-20", "2031-03-01");
    await add("2031-03-02", "2031-03-02");
    await add("2031-03-10", "2031-03-12");
    const { rules } = await tierCalendar(handle.db, "team", NOW);
    expect(rules.overrides).toEqual([
      { from: "2031-03-02", to: "2031-03-02", hours: null },
      { from: "2031-03-10", to: "2031-03-12", hours: null },
    ]);
    expect((await tierCalendar(handle.db, "founder", NOW)).rules.overrides).toEqual([]);
  });
});
