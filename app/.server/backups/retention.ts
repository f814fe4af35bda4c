export type RetainedBackup = {
  name: string;
  trigger: "automatic" | "manual";
  status: "succeeded" | "failed";
  createdAt: Date;
};

export type Retention = { keepDaily: number; keepWeekly: number };

const DAY_MS = 24 * 60 * 60_000;

function dayKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The Monday (UTC) that starts the date's week. */
function weekKey(date: Date): string {
  const day = Math.floor(date.getTime() / DAY_MS);
  // 1970-01-01 was a Thursday: day 0 is 3 days after a Monday.
  return dayKey(new Date((day - ((day + 3) % 7)) * DAY_MS));
}

/** The newest backup of each of the `count` most recent periods. */
function newestPerPeriod(
  newestFirst: RetainedBackup[],
  period: (date: Date) => string,
  count: number,
): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const backup of newestFirst) {
    const key = period(backup.createdAt);
    if (seen.has(key)) continue;
    if (seen.size >= count) break;
    seen.add(key);
    kept.push(backup.name);
  }
  return kept;
}

/**
 * The backups retention lets go. Automatic backups keep the newest of each of the last
 * `keepDaily` days and of each of the last `keepWeekly` weeks; manual backups and records of
 * failed attempts keep their newest `keepDaily`.
 */
export function backupsToDelete(backups: RetainedBackup[], retention: Retention): string[] {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const automatic = newestFirst.filter(
    (b) => b.status === "succeeded" && b.trigger === "automatic",
  );
  const manual = newestFirst.filter((b) => b.status === "succeeded" && b.trigger === "manual");
  const failed = newestFirst.filter((b) => b.status === "failed");
  const kept = new Set([
    ...newestPerPeriod(automatic, dayKey, retention.keepDaily),
    ...newestPerPeriod(automatic, weekKey, retention.keepWeekly),
    ...manual.slice(0, retention.keepDaily).map((b) => b.name),
    ...failed.slice(0, retention.keepDaily).map((b) => b.name),
  ]);
  return newestFirst.filter((b) => !kept.has(b.name)).map((b) => b.name);
}
