import { randomBytes } from "node:crypto";

/**
 * Only names the site itself gives pass, so a download path or a bucket key can never leave the
 * backups' folder (no slashes, no dots but the extension's).
 */
const BACKUP_NAME =
  /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(?:-\d{3})?Z-[a-f0-9]{8}\.(tar|ndjson)\.gz$/;

export function isBackupName(name: string): boolean {
  return BACKUP_NAME.test(name);
}

/**
 * Every backup is a logical dump, the embedded database's too: a copy of its files would carry the
 * secret tables' rows in its write-ahead log and dead tuples even after they were deleted.
 * Earlier `.tar.gz` snapshots stay listed, downloadable and restorable. The time comes first, to
 * the millisecond (names made before had whole seconds), so names sort oldest to newest.
 */
export function backupName(now: Date): string {
  const stamp = now.toISOString().slice(0, 23).replaceAll(":", "-").replace(".", "-");
  return `backup-${stamp}Z-${randomBytes(4).toString("hex")}.ndjson.gz`;
}
