import { describe, expect, test } from "vitest";
import { backupsToDelete, type RetainedBackup } from "#app/.server/backups/retention.ts";

const DAY = 24 * 60 * 60_000;
const start = Date.parse("2026-11-24T03:00:00Z"); // a Tuesday

function automatic(daysAgo: number, name = `auto-${daysAgo}`): RetainedBackup {
  return {
    name,
    trigger: "automatic",
    status: "succeeded",
    createdAt: new Date(start - daysAgo * DAY),
  };
}

describe("backup retention", () => {
  test("keeps the last 7 daily and 4 weekly automatic backups, and lets the rest go", () => {
    const backups = Array.from({ length: 40 }, (_, daysAgo) => automatic(daysAgo));
    const deleted = new Set(backupsToDelete(backups, { keepDaily: 7, keepWeekly: 4 }));
    const kept = backups.map((b) => b.name).filter((name) => !deleted.has(name));
    // Days 0-6 are the daily ones. Weeks start on Monday: the weekly ones are this week's newest
    // (day 0) and the three Sundays before it (2, 9 and 16 days ago).
    expect(kept).toEqual([
      "auto-0",
      "auto-1",
      "auto-2",
      "auto-3",
      "auto-4",
      "auto-5",
      "auto-6",
      "auto-9",
      "auto-16",
    ]);
  });

  test("several backups on one day keep only that day's newest", () => {
    const early = { ...automatic(0, "early"), createdAt: new Date(start - 60_000) };
    expect(backupsToDelete([automatic(0, "late"), early], { keepDaily: 7, keepWeekly: 0 })).toEqual(
      ["early"],
    );
  });

  test("manual backups and failed attempts keep their newest few, apart from the automatic ones", () => {
    const manual = (i: number): RetainedBackup => ({
      name: `manual-${i}`,
      trigger: "manual",
      status: "succeeded",
      createdAt: new Date(start - i * 60_000),
    });
    const failed = (i: number): RetainedBackup => ({
      ...manual(i),
      name: `failed-${i}`,
      status: "failed",
    });
    const backups = [0, 1, 2, 3].flatMap((i) => [manual(i), failed(i)]);
    expect(backupsToDelete(backups, { keepDaily: 2, keepWeekly: 4 }).sort()).toEqual([
      "failed-2",
      "failed-3",
      "manual-2",
      "manual-3",
    ]);
  });
});
