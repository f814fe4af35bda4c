import type { Logger } from "pino";
import type { AnalyticsService } from "#app/.server/analytics/analytics-service.ts";
import type { Auth } from "#app/.server/auth.ts";
import type { BackupService } from "#app/.server/backups/backup-service.ts";
import type { Config } from "#app/.server/config.ts";
import type { ChangeFeed } from "#app/.server/db/change-feed.ts";
import type { Database } from "#app/.server/db/client.ts";
import type { Presence } from "#app/.server/db/process-presence.ts";
import type { JobRunner } from "#app/.server/jobs/runner.ts";
import type { LinkSecrets } from "#app/.server/link-signing.ts";
import type { Mailer } from "#app/.server/mail/send.ts";
import type { MediaStorage } from "#app/.server/media/storage.ts";
import type { VapidKeys } from "#app/.server/notifications/vapid.ts";
import type { PaymentProvider } from "#app/.server/payments/provider.ts";
import type { SiteSearch } from "#app/.server/search/site-search.ts";
import type { ObjectStore } from "#app/.server/storage/object-store.ts";

/**
 * Everything a loader or action may use, built once by server.ts and handed to React Router as load
 * context. Nothing here is a module singleton: the server bundle and the source can both be loaded
 * in one process, and each would otherwise open its own database.
 */
export type AppServices = {
  config: Config;
  db: Database;
  /** Which engine `db` runs on, as reported by /healthz. */
  databaseEngine: "pglite" | "postgres";
  /** How busy PostgreSQL's connection pool is, for /metrics; null on the embedded database. */
  databasePool: () => { total: number; idle: number; waiting: number } | null;
  auth: Auth;
  mailer: Mailer;
  payments: PaymentProvider;
  search: SiteSearch;
  logger: Logger;
  /** Signs cookies: the configured SESSION_SECRET or the embedded database's generated one. */
  sessionSecret: string;
  /** Durable background jobs (see docs/decisions): register handlers, enqueue, schedule. */
  jobs: JobRunner;
  backups: BackupService;
  /** The S3-compatible bucket (off-site backups), when `S3_BUCKET` is set. */
  objectStore: ObjectStore | null;
  /** The media library's files: `DATA_DIR/media`, or the bucket's `media/` when there is one. */
  mediaStorage: MediaStorage;
  /** Signs the links that act without a sign-in (manage, receipt, newsletter). */
  linkSecrets: LinkSecrets;
  /** Tells the caches of public data (settings, rendered pages) when what they hold changed. */
  changes: ChangeFeed;
  /** This process as others see it in the database, so they can take over a dead one's work. */
  presence: Presence;
  /** First-party page analytics: the event buffer, the daily salts and the per-client cap. */
  analytics: AnalyticsService;
  /** Signs Web Push messages; the public half goes to browsers that subscribe. */
  vapidKeys: VapidKeys;
};

declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
    cspNonce: string;
    /** The id on the response and on every log line of this request. */
    requestId: string;
    /** Counts a page's render time in /metrics, when metrics are on. */
    observeRender?: (seconds: number) => void;
  }
}
