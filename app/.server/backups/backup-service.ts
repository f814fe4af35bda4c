import { createReadStream, existsSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { desc, eq, inArray } from "drizzle-orm";
import type { Logger } from "pino";
import type { BackupFiles } from "#app/.server/backups/backup-files.ts";
import { backupName, isBackupName } from "#app/.server/backups/backup-names.ts";
import { dumpToFile } from "#app/.server/backups/logical-dump.ts";
import { openBackup, removeBackups, uploadBackup } from "#app/.server/backups/offsite.ts";
import { RESTORE_DRILL_JOB } from "#app/.server/backups/restore-drill.ts";
import { backupsToDelete } from "#app/.server/backups/retention.ts";
import type { Config } from "#app/.server/config.ts";
import type { DatabaseHandle } from "#app/.server/db/client.ts";
import { backups } from "#app/.server/db/jobs-schema.ts";
import type { JobRunner } from "#app/.server/jobs/runner.ts";
import type { ObjectStore } from "#app/.server/storage/object-store.ts";

export type BackupTrigger = "automatic" | "manual";

export type BackupRecord = {
  name: string;
  trigger: BackupTrigger;
  status: "succeeded" | "failed";
  sizeBytes: number | null;
  error: string | null;
  drillStatus: "passed" | "failed" | null;
  drillError: string | null;
  offsiteStatus: "uploaded" | "failed" | null;
  offsiteError: string | null;
  createdAt: Date;
};

export type BackupUploadFailure = { backup: string; location: string; error: string };

export type BackupService = {
  /** Makes a backup now, records it, and applies retention; throws if it failed (recorded too). */
  create: (trigger: BackupTrigger, now?: Date) => Promise<BackupRecord>;
  list: () => Promise<BackupRecord[]>;
  /** The file of a backup that exists, or null for any other name. */
  fileOf: (name: string) => string | null;
  /** A backup's bytes from its file, or else from its copy in the bucket; null when neither. */
  open: (name: string) => Promise<{ body: Readable; sizeBytes: number | undefined } | null>;
};

export function createBackupService(options: {
  handle: DatabaseHandle;
  config: Config["backup"];
  logger: Logger;
  /** Where each backup's restore drill is queued. */
  jobs: Pick<JobRunner, "enqueue">;
  /** The bucket that keeps a copy of every backup, when object storage is configured. */
  store: ObjectStore | null;
  /** Files that go into every backup with the rows that name them (the media library's). */
  files?: BackupFiles;
  /** Told when a backup was made but its copy could not be written to the bucket. */
  onUploadFailure: (failure: BackupUploadFailure) => Promise<void>;
}): BackupService {
  const { handle, config, logger, jobs, store, files, onUploadFailure } = options;
  const { db } = handle;
  const fileOf = (name: string) => {
    if (!isBackupName(name)) return null;
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
      if (isBackupName(name)) rmSync(path.join(config.dir, name), { force: true });
    }
    await db.delete(backups).where(inArray(backups.name, doomed));
    if (!store) return;
    // A bucket that does not answer keeps these copies; the next retention does not see them again.
    await removeBackups(store, doomed).catch((error: unknown) =>
      logger.error({ err: error, backups: doomed }, "could not apply retention to the bucket"),
    );
  }

  /** Copies a new backup to the bucket and notes on its row whether that worked. */
  async function copyOffsite(name: string, file: string) {
    if (!store) return;
    try {
      await uploadBackup(store, name, file);
      await db.update(backups).set({ offsiteStatus: "uploaded" }).where(eq(backups.name, name));
      logger.info({ backup: name, location: store.location }, "backup copied to the bucket");
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      logger.error({ err: error, backup: name }, "could not copy the backup to the bucket");
      await db
        .update(backups)
        .set({ offsiteStatus: "failed", offsiteError: message })
        .where(eq(backups.name, name));
      await onUploadFailure({ backup: name, location: store.location, error: message });
    }
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
        rowCounts = await dumpToFile(db, partial, now, files);
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
      if (!record) throw new Error("the backup was not recorded");
      logger.info({ backup: name, trigger }, "backup made");
      await copyOffsite(name, file);
      // Queued after the copy, so that the drill can restore what is in the bucket.
      await jobs.enqueue(RESTORE_DRILL_JOB, { name });
      await applyRetention();
      const [final] = await db.select().from(backups).where(eq(backups.name, name));
      return final ?? record;
    },
    list: () => db.select().from(backups).orderBy(desc(backups.createdAt)).limit(50),
    fileOf,
    async open(name) {
      const file = fileOf(name);
      if (file) return { body: createReadStream(file), sizeBytes: statSync(file).size };
      return store ? openBackup(store, name) : null;
    },
  };
}
