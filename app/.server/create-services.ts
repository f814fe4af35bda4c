import pino, { type Logger } from "pino";
import { createAnalytics } from "#app/.server/analytics/analytics-service.ts";
import { createAuth } from "#app/.server/auth.ts";
import { registerDailyBackup } from "#app/.server/backups/backup-job.ts";
import { createBackupService } from "#app/.server/backups/backup-service.ts";
import { registerRestoreDrill } from "#app/.server/backups/restore-drill.ts";
import { registerBookingJobs } from "#app/.server/booking/register-jobs.ts";
import { seedCatalog } from "#app/.server/catalog/seed-catalog.ts";
import type { Config } from "#app/.server/config.ts";
import { openChangeFeed } from "#app/.server/db/change-feed.ts";
import type { DatabaseHandle } from "#app/.server/db/client.ts";
import { runMigrations } from "#app/.server/db/migrate.ts";
import { announcePresence } from "#app/.server/db/process-presence.ts";
import { installDemoData } from "#app/.server/demo/install-demo.ts";
import { createJobRunner } from "#app/.server/jobs/runner.ts";
import { createMailer } from "#app/.server/mail/send.ts";
import { mediaBackupFiles } from "#app/.server/media/backup-files.ts";
import { createBucketMediaStorage, createDiskMediaStorage } from "#app/.server/media/storage.ts";
import { registerCampaignJobs } from "#app/.server/newsletter/campaign-send.ts";
import {
  backupUploadFailed,
  restoreDrillFailed,
} from "#app/.server/notifications/operations-notices.ts";
import { registerNotificationJobs } from "#app/.server/notifications/register-jobs.ts";
import { resolveVapidKeys } from "#app/.server/notifications/vapid.ts";
import { createPaymentProvider } from "#app/.server/payments/select-provider.ts";
import { registerPostJobs } from "#app/.server/posts/scheduled-publishing.ts";
import { createSiteSearch } from "#app/.server/search/site-search.ts";
import { resolveSessionSecret } from "#app/.server/secret.ts";
import type { AppServices } from "#app/.server/services.ts";
import { holdSiteSettings } from "#app/.server/settings.ts";
import { createObjectStore } from "#app/.server/storage/object-store.ts";

/** The server's logger, writing JSON lines to standard output unless given another destination. */
export function createLogger(
  config: Pick<Config, "logLevel">,
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    // Secrets never reach the log, whatever a handler passes in.
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "*.password",
        "*.cardNumber",
        "*.cvv",
      ],
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Migrates, seeds when asked, and wires the services every request uses. */
export async function createServices(
  parsedConfig: Config,
  handle: DatabaseHandle,
  logger: Logger = createLogger(parsedConfig),
): Promise<AppServices> {
  await runMigrations(handle);
  await seedCatalog(handle.db);
  const sessionSecret = resolveSessionSecret(parsedConfig);
  const employee = await installDemoData({
    config: parsedConfig,
    db: handle.db,
    sessionSecret,
    logger,
  });
  // A production demo install's portal password exists only from here on (it comes from the secret).
  const config: Config = { ...parsedConfig, employee };
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    db: handle.db,
  });
  // The runner is built here and started by server.ts, so tests drive it with runDueJobs(now).
  const jobs = createJobRunner({ db: handle.db, logger });
  const objectStore = config.objectStorage ? createObjectStore(config.objectStorage) : null;
  const mediaStorage = objectStore
    ? createBucketMediaStorage(objectStore)
    : createDiskMediaStorage(config.dataDir);
  const backups = createBackupService({
    handle,
    config: config.backup,
    logger,
    jobs,
    store: objectStore,
    files: mediaBackupFiles(mediaStorage),
    onUploadFailure: (failure) => backupUploadFailed(services, failure),
  });
  registerDailyBackup({ jobs, backups, db: handle.db, config });
  const changes = await openChangeFeed(handle, logger);
  const presence = await announcePresence(handle, logger);
  holdSiteSettings(handle.db, changes);
  const analytics = createAnalytics({
    db: handle.db,
    logger,
    jobs,
    retentionDays: config.analytics.retentionDays,
    dailyEventCap: config.analytics.dailyEventCap,
    perAddress: config.analytics.perAddress,
  });
  const auth = createAuth({ config, db: handle.db, mailer, secret: sessionSecret, logger });
  const services: AppServices = {
    config,
    db: handle.db,
    databaseEngine: handle.engine.kind,
    databasePool: () => {
      const { engine } = handle;
      if (engine.kind !== "postgres") return null;
      const { totalCount: total, idleCount: idle, waitingCount: waiting } = engine.pool;
      return { total, idle, waiting };
    },
    auth,
    mailer,
    payments: createPaymentProvider(config),
    search: createSiteSearch(handle.db, changes),
    logger,
    sessionSecret,
    jobs,
    backups,
    objectStore,
    mediaStorage,
    linkSecrets: { current: sessionSecret, previous: config.previousSessionSecret },
    changes,
    presence,
    analytics,
    vapidKeys: resolveVapidKeys(config),
  };
  registerNotificationJobs(services);
  registerBookingJobs(services);
  registerPostJobs(services);
  registerCampaignJobs(services, presence);
  registerRestoreDrill({
    jobs,
    fileOf: backups.fileOf,
    store: objectStore,
    files: mediaBackupFiles(mediaStorage),
    db: handle.db,
    logger,
    onFailure: (failure) => restoreDrillFailed(services, failure),
  });
  return services;
}
