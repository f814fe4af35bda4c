import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { desc, inArray } from "drizzle-orm";
import type { Logger } from "pino";
import { dumpToFile } from "#app/.server/backups/logical-dump.ts";
import { RESTORE_DRILL_JOB } from "#app/.server/backups/restore-drill.ts";
import { backupsToDelete } from "#app/.server/backups/retention.ts";
import type { Config } from "#app/.server/config.ts";
import type { DatabaseHandle } from "#app/.server/db/client.ts";
import { backups } from "#app/.server/db/jobs-schema.ts";
import type { JobRunner } from "#app/.server/jobs/runner.ts";

export type BackupTrigger = "automatic" | "manual";

/**
 * Only names the site itself gives pass, so a download path can never leave the backup folder
 * (no slashes, no dots but the extension's).
 */
const BACKUP_NAME = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z-[a-f0-9]{8}\.(tar|ndjson)\.gz$/;

export type BackupRecord = {
  name: string;
  trigger: BackupTrigger;
  status: "succeeded" | "failed";
  sizeBytes: number | null;
  error: string | null;
  drillStatus: "passed" | "failed" | null;
  drillError: string | null;
  createdAt: Date;
};

export type BackupService = {
  /** Makes a backup now, records it, and applies retention; throws if it failed (recorded too). */
  create: (trigger: BackupTrigger, now?: Date) => Promise<BackupRecord>;
  list: () => Promise<BackupRecord[]>;
  /** The file of a backup that exists, or null for any other name. */
  fileOf: (name: string) => string | null;
};

/**
 * Every backup is a logical dump, the embedded database's too: a copy of its files would carry the
 * secret tables' rows in its write-ahead log and dead tuples even after they were deleted.
 * Earlier `.tar.gz` snapshots stay listed, downloadable and restorable.
 */
function backupName(now: Date): string {
  const stamp = now.toISOString().slice(0, 19).replaceAll(":", "-");
  return `backup-${stamp}Z-${randomBytes(4).toString("hex")}.ndjson.gz`;
}

export function createBackupService(options: {
  handle: DatabaseHandle;
  config: Config["backup"];
  logger: Logger;
  /** Where each backup's restore drill is queued. */
  jobs: Pick<JobRunner, "enqueue">;
}): BackupService {
  const { handle, config, logger, jobs } = options;
  const { db } = handle;
  const fileOf = (name: string) => {
    if (!BACKUP_NAME.test(name)) return null;
    const file = path.join(config.dir, name);
    return existsSync(file) ? file : null;
  };

  async function applyRetention() {
    const all = await db
      .select({
        name: backups.name,
        trigger: backups.trigger,
        status: backups.status,
        createdAt: backups.createdAt,
      })
      .from(backups);
    const doomed = backupsToDelete(all, config);
    if (doomed.length === 0) return;
    for (const name of doomed) {
      if (BACKUP_NAME.test(name)) rmSync(path.join(config.dir, name), { force: true });
    }
    await db.delete(backups).where(inArray(backups.name, doomed));
  }

  return {
    async create(trigger, now = new Date()) {
      const name = backupName(now);
      const file = path.join(config.dir, name);
      // Written under another name first: a half-written file is never listed or downloaded.
      const partial = `${file}.partial`;
      let rowCounts: Record<string, number>;
      try {
        mkdirSync(config.dir, { recursive: true, mode: 0o700 });
        rowCounts = await dumpToFile(db, partial, now);
        renameSync(partial, file);
      } catch (error) {
        if (existsSync(partial)) rmSync(partial);
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        logger.error({ err: error, backup: name }, "backup failed");
        await db
          .insert(backups)
          .values({ name, trigger, status: "failed", error: message, createdAt: now });
        throw error;
      }
      const [record] = await db
        .insert(backups)
        .values({
          name,
          trigger,
          status: "succeeded",
          sizeBytes: statSync(file).size,
          rowCounts,
          createdAt: now,
        })
        .returning();
      logger.info({ backup: name, trigger }, "backup made");
      await jobs.enqueue(RESTORE_DRILL_JOB, { name });
      await applyRetention();
      if (!record) throw new Error("the backup was not recorded");
      return record;
    },
    list: () => db.select().from(backups).orderBy(desc(backups.createdAt)).limit(50),
    fileOf,
  };
}
