import { PGlite } from "@electric-sql/pglite";
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { BackupFiles } from "#app/.server/backups/backup-files.ts";
import { restoreLogical } from "#app/.server/backups/logical-restore.ts";
import { withDownloadedBackup } from "#app/.server/backups/offsite.ts";
import { fileChunks } from "#app/.server/backups/restore.ts";
import { type Database, fromPglite } from "#app/.server/db/client.ts";
import { backups } from "#app/.server/db/jobs-schema.ts";
import type { JobRunner } from "#app/.server/jobs/runner.ts";
import type { ObjectStore } from "#app/.server/storage/object-store.ts";

export const RESTORE_DRILL_JOB = "backup.restore-drill";

export type DrillFailure = { backup: string; error: string };

/**
 * Restores a backup file into a scratch database in memory and compares every table's rows with
 * the counts the live site had when the backup was made; the files it carries are checked against
 * their hashes, and every file its rows name must be there. A backup that does not restore, or
 * restores short, is found the night it is made rather than on the day it is needed.
 */
export async function drillBackup(
  file: string,
  expected: Record<string, number>,
  files?: BackupFiles,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const scratch = fromPglite(await PGlite.create());
  try {
    const checkOnly = files && { table: files.table, keysOf: files.keysOf, write: async () => {} };
    const { missingFiles } = await restoreLogical(scratch, fileChunks(file), checkOnly);
    const differences: string[] = [];
    if (missingFiles.length > 0) {
      differences.push(
        `${missingFiles.length} files missing (${missingFiles.slice(0, 3).join(", ")})`,
      );
    }
    for (const [table, rows] of Object.entries(expected)) {
      const result = (await scratch.db.execute(
        sql`select count(*)::int as rows from ${sql.identifier(table)}`,
      )) as unknown as { rows: { rows: number }[] };
      const restored = result.rows[0]?.rows ?? 0;
      if (restored !== rows) differences.push(`${table}: ${restored} rows of ${rows}`);
    }
    if (differences.length > 0) {
      return { ok: false, error: `The restore came back different: ${differences.join("; ")}.` };
    }
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    await scratch.close();
  }
}

type DrillOutcome = Awaited<ReturnType<typeof drillBackup>>;

/**
 * The drill as background work: queued by every backup that succeeds, run by the job runner on
 * one instance, its verdict written on the backup's row. Where the backup was copied to the
 * bucket, that copy is the one restored: it is the one a lost machine would be rebuilt from.
 * A failed drill is logged as an error and handed to `onFailure` (the admins are told); it is not
 * retried, it is the finding.
 */
export function registerRestoreDrill(options: {
  jobs: JobRunner;
  /** The file of a backup that exists (the backup service's `fileOf`). */
  fileOf: (name: string) => string | null;
  store: ObjectStore | null;
  /** The files backups carry, checked by each drill. */
  files?: BackupFiles;
  db: Database;
  logger: Logger;
  onFailure: (failure: DrillFailure) => Promise<void>;
}): void {
  const { jobs, fileOf, store, files, db, logger, onFailure } = options;
  async function drillCopyOf(
    name: string,
    expected: Record<string, number>,
    uploaded: boolean,
  ): Promise<DrillOutcome> {
    if (store && uploaded) {
      const outcome = await withDownloadedBackup(store, name, (file) =>
        drillBackup(file, expected, files),
      );
      return outcome ?? { ok: false, error: "The backup's copy is missing from the bucket." };
    }
    const file = fileOf(name);
    if (!file) return { ok: false, error: "The backup file is missing from the backup folder." };
    return drillBackup(file, expected, files);
  }
  jobs.register(
    RESTORE_DRILL_JOB,
    async (payload, job) => {
      const name = String(payload.name ?? "");
      const [row] = await db
        .select({ rowCounts: backups.rowCounts, offsiteStatus: backups.offsiteStatus })
        .from(backups)
        .where(and(eq(backups.name, name), eq(backups.status, "succeeded")));
      // Retention may have removed it since: nothing left to drill.
      if (!row?.rowCounts) return;
      const outcome = await drillCopyOf(name, row.rowCounts, row.offsiteStatus === "uploaded");
      await db
        .update(backups)
        .set({
          drillStatus: outcome.ok ? "passed" : "failed",
          drilledAt: job.now,
          drillError: outcome.ok ? null : outcome.error.slice(0, 1000),
        })
        .where(eq(backups.name, name));
      if (outcome.ok) {
        logger.info({ backup: name }, "restore drill passed");
        return;
      }
      logger.error({ backup: name, drillError: outcome.error }, "restore drill failed");
      await onFailure({ backup: name, error: outcome.error });
    },
    { maxAttempts: 1, leaseMs: 60 * 60_000 },
  );
}

export type LastDrill = {
  backup: string;
  status: "passed" | "failed";
  at: Date;
  error: string | null;
};

/** The latest drill's verdict, or null before the first. */
export async function lastRestoreDrill(db: Database): Promise<LastDrill | null> {
  const [row] = await db
    .select({
      backup: backups.name,
      status: backups.drillStatus,
      at: backups.drilledAt,
      error: backups.drillError,
    })
    .from(backups)
    .where(isNotNull(backups.drilledAt))
    .orderBy(desc(backups.drilledAt))
    .limit(1);
  if (!row?.status || !row.at) return null;
  return { backup: row.backup, status: row.status, at: row.at, error: row.error };
}
