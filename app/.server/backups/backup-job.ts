import type { BackupService } from "#app/.server/backups/backup-service.ts";
import type { Config } from "#app/.server/config.ts";
import type { Database } from "#app/.server/db/client.ts";
import type { JobRunner } from "#app/.server/jobs/runner.ts";
import { getSiteSettings } from "#app/.server/settings.ts";

const DAILY_BACKUP_JOB = "backup.daily";

/**
 * The daily backup: scheduled every day, and made only while "Auto backups" is on, read when the
 * job runs so that switching it off takes effect at once on every instance.
 */
export function registerDailyBackup(options: {
  jobs: JobRunner;
  backups: BackupService;
  db: Database;
  config: Config;
}): void {
  const { jobs, backups, db, config } = options;
  jobs.register(
    DAILY_BACKUP_JOB,
    async (_payload, job) => {
      const settings = await getSiteSettings(db, config);
      if (!settings.autoBackups) return;
      await backups.create("automatic", job.now);
    },
    { maxAttempts: 3, leaseMs: 60 * 60_000 },
  );
  jobs.scheduleDaily(DAILY_BACKUP_JOB, config.backup.hour);
}
