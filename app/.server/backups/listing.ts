import type { BackupRecord, BackupService } from "#app/.server/backups/backup-service.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { formatSize } from "#app/lib/file-size.ts";

export type BackupRow = {
  name: string;
  at: string;
  atIso: string;
  size: string;
  trigger: "Automatic" | "Manual";
  outcome: string;
  /** Whether the backup restored as it should in its drill (see restore-drill.ts). */
  drill: string;
  /** Whether the copy in the object storage bucket was written ("—" when none is configured). */
  offsite: string;
  /**
   * A finished backup whose file is still here or in the bucket (a restored site lists backups
   * it does not have).
   */
  downloadable: boolean;
};

function drillOf(record: BackupRecord): string {
  if (record.status !== "succeeded") return "—";
  if (record.drillStatus === "passed") return "Passed";
  if (record.drillStatus === "failed") return `Failed: ${record.drillError ?? "unknown error"}`;
  return "Waiting";
}

function offsiteOf(record: BackupRecord): string {
  if (record.offsiteStatus === "uploaded") return "Copied";
  if (record.offsiteStatus === "failed") return `Failed: ${record.offsiteError ?? "unknown error"}`;
  return "—";
}

/** The backups as the admin page shows them, newest first. */
export async function listBackupRows(backups: BackupService): Promise<BackupRow[]> {
  const records = await backups.list();
  return records.map((record) => ({
    name: record.name,
    at: formatDateTime(record.createdAt),
    atIso: record.createdAt.toISOString(),
    size: record.sizeBytes === null ? "—" : formatSize(record.sizeBytes),
    trigger: record.trigger === "automatic" ? "Automatic" : "Manual",
    outcome:
      record.status === "succeeded" ? "Succeeded" : `Failed: ${record.error ?? "unknown error"}`,
    drill: drillOf(record),
    offsite: offsiteOf(record),
    downloadable:
      record.status === "succeeded" &&
      (record.offsiteStatus === "uploaded" || backups.fileOf(record.name) !== null),
  }));
}
