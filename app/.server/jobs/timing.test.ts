import { describe, expect, test } from "vitest";
import { nextDailyRun, retryDelayMs } from "#app/.server/jobs/timing.ts";

describe("job timing", () => {
  test("retries wait 1, 2, 4... minutes, never more than an hour", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(60 * 60_000);
  });

  test("the next daily run is today's hour while it is ahead, otherwise tomorrow's", () => {
    const hour = 3;
    expect(nextDailyRun(new Date("2026-11-24T02:59:59Z"), hour).toISOString()).toBe(
      "2026-11-24T03:00:00.000Z",
    );
    expect(nextDailyRun(new Date("2026-11-24T03:00:00Z"), hour).toISOString()).toBe(
      "2026-11-25T03:00:00.000Z",
    );
    expect(nextDailyRun(new Date("2026-12-31T23:00:00Z"), hour).toISOString()).toBe(
      "2027-01-01T03:00:00.000Z",
    );
  });
});
