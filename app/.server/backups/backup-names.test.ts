import { describe, expect, test } from "vitest";
import { backupName, isBackupName } from "#app/.server/backups/backup-names.ts";

describe("backup names", () => {
  test("a new name carries its time to the millisecond, so two in one second sort by time", () => {
    const first = backupName(new Date("2026-11-24T03:00:00.120Z"));
    const second = backupName(new Date("2026-11-24T03:00:00.900Z"));
    expect(first).toMatch(/^backup-2026-11-24T03-00-00-120Z-[a-f0-9]{8}\.ndjson\.gz$/);
    expect(isBackupName(first)).toBe(true);
    expect([second, first].sort()).toEqual([first, second]);
  });

  test("names made before, in whole seconds, still pass; nothing that could leave the folder does", () => {
    expect(isBackupName("backup-2026-11-24T03-00-00Z-1a2b3c4d.ndjson.gz")).toBe(true);
    expect(isBackupName("backup-2026-11-24T03-00-00Z-1a2b3c4d.tar.gz")).toBe(true);
    expect(isBackupName("../backup-2026-11-24T03-00-00Z-1a2b3c4d.tar.gz")).toBe(false);
    expect(isBackupName("backup-2026-11-24T03-00-00Z-1a2b3c4d.ndjson.gz/x")).toBe(false);
  });
});
