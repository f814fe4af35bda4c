import path from "node:path";
import { z } from "zod";
import {
  booleanFlag,
  email,
  matching,
  optionalUrl,
  secret,
  trustProxy,
  wholeNumber,
} from "#app/.server/env-fields.ts";
import { BROWSER_PUSH_SERVICES } from "#app/.server/notifications/push-endpoints.ts";
import type { ObjectStorageConfig } from "#app/.server/storage/object-store.ts";
import type { ExternalLinks, SocialNetwork } from "#app/lib/public-config.ts";

/** Thrown when the environment cannot start the server; the message names every bad variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: wholeNumber("must be a port number", 0, 65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: matching(
    /^postgres(ql)?:\/\//,
    "must be a postgres:// connection string",
  ).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  SEED_DEMO: booleanFlag.optional(),
  SESSION_SECRET: secret.optional(),
  SESSION_SECRET_PREVIOUS: secret.optional(),
  TRUST_PROXY: trustProxy,
  PAGE_CACHE_MB: z.coerce.number({ error: "must be a number" }).min(0).default(32),
  NEWSLETTER_RATE: z.coerce.number({ error: "must be a number" }).min(0).default(10),
  WEB_CONCURRENCY: wholeNumber("must be a whole number from 1 to 64", 1, 64).default(1),
  METRICS_TOKEN: z.string().min(16, { error: "must be at least 16 characters" }).optional(),
  SHUTDOWN_DELAY_MS: wholeNumber(
    "must be a whole number of milliseconds up to 60000",
    0,
    60_000,
  ).default(0),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SMTP_URL: matching(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL").optional(),
  MAIL_FROM: z.string().min(3).default("Celestial Collective <hello@celestial.example>"),
  SITE_NAME: z.string().min(1).default("Celestial Collective"),
  SUPREME_ADMIN_EMAIL: email.default("admin@celestial.example"),
  OPERATIONS_EMAIL: email.default("operations@celestial.example"),
  SUPPORT_EMAIL: email.default("support@celestial.example"),
  ACADEMY_EMAIL: email.default("academy@celestial.example"),
  EMPLOYEE_EMAIL_DOMAIN: matching(
    /^[a-z0-9.-]+\.[a-z]{2,}$/i,
    "must be a domain such as example.com",
  ).default("celestial.example"),
  EMPLOYEE_PASSWORD: z.string().min(12, { error: "must be at least 12 characters" }).optional(),
  SOCIAL_X_URL: optionalUrl,
  SOCIAL_LINKEDIN_URL: optionalUrl,
  SOCIAL_GITHUB_URL: optionalUrl,
  SOCIAL_INSTAGRAM_URL: optionalUrl,
  SOCIAL_YOUTUBE_URL: optionalUrl,
  SOCIAL_TIKTOK_URL: optionalUrl,
  ACADEMY_APPLY_URL: optionalUrl,
  WAITLIST_FORM_URL: optionalUrl,
  PODCAST_SPOTIFY_URL: optionalUrl,
  PODCAST_APPLE_URL: optionalUrl,
  PODCAST_YOUTUBE_URL: optionalUrl,
  COMMUNITY_CHAT_URL: optionalUrl,
  STRIPE_SECRET_KEY: matching(/^(sk|rk)_/, "must be a Stripe secret key").optional(),
  STRIPE_WEBHOOK_SECRET: matching(/^whsec_/, "must start with whsec_").optional(),
  STRIPE_API_BASE: z.url({ error: "must be a full URL" }).default("https://api.stripe.com"),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_HOUR: wholeNumber("must be an hour from 0 to 23", 0, 23).default(3),
  BACKUP_KEEP_DAILY: wholeNumber("must be a whole number of 1 or more", 1).default(7),
  BACKUP_KEEP_WEEKLY: wholeNumber("must be a whole number of 0 or more", 0).default(4),
  S3_BUCKET: z.string().min(3, { error: "must be a bucket name" }).optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: matching(/^[\w.\-/]*\/$/, "must end with a slash, like site/").optional(),
  ANALYTICS_RETENTION_DAYS: wholeNumber("must be a whole number of days, 1 or more", 1).default(30),
  ANALYTICS_DAILY_EVENT_CAP: wholeNumber(
    "must be a whole number from 1 to 100000000",
    1,
    100_000_000,
  ).default(50_000),
  ANALYTICS_ADDRESS_EVENTS_PER_MINUTE: wholeNumber(
    "must be a whole number of 1 or more",
    1,
  ).default(60),
  ANALYTICS_ADDRESS_EVENTS_PER_DAY: wholeNumber("must be a whole number of 1 or more", 1).default(
    2_000,
  ),
  VAPID_PUBLIC_KEY: matching(/^[\w-]{87}$/, "must be a VAPID public key").optional(),
  VAPID_PRIVATE_KEY: matching(/^[\w-]{43}$/, "must be a VAPID private key").optional(),
  PUSH_SERVICES: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((entry) => entry.trim().toLowerCase().replace(/\/$/, ""))
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().regex(/^([a-z0-9-]+(\.[a-z0-9-]+)+|https?:\/\/[a-z0-9.:[\]-]+)$/, {
          error: "must be host names (fcm.googleapis.com) or origins (https://push.example:8443)",
        }),
      ),
    )
    .optional(),
  PAYMENT_PROVIDER: z
    .enum(["test", "stripe", "none"], { error: "must be test, stripe or none" })
    .optional(),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: string;
  database: { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string };
  dataDir: string;
  seedDemo: boolean;
  sessionSecret: string | undefined;
  /** The secret before the last rotation: links signed with it (mailed earlier) still work. */
  previousSessionSecret: string | undefined;
  trustProxy: boolean | number | string;
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  pageCacheBytes: number;
  /** Server processes sharing the port; more than one needs PostgreSQL. */
  processes: number;
  /**
   * How long a process keeps answering after SIGTERM, with /readyz saying 503, before it stops
   * taking connections: time for a load balancer's probe to notice and send traffic elsewhere.
   */
  shutdownDelayMs: number;
  /** The bearer token Prometheus sends for /metrics; without one there is no /metrics. */
  metricsToken: string | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  /** Campaign mails per second, so a small SMTP relay is not flooded; 0 sends as fast as it can. */
  newsletterRate: number;
  siteName: string;
  supremeAdminEmail: string;
  emails: { operations: string; support: string; academy: string };
  /**
   * The employee portal's company domain and shared password. A configured password always wins.
   * Without one, a demo install uses a demo password: the published one in development and tests,
   * and in production one of the install's own, filled in at start by installDemoData (undefined
   * until then). With neither, employee sign-in is disabled.
   */
  employee: { emailDomain: string; password: string | undefined; passwordIsDemo: boolean };
  social: Partial<Record<SocialNetwork, string>>;
  external: ExternalLinks;
  /** Stripe's key and endpoints when a secret key is set. */
  stripe: { secretKey: string; webhookSecret: string | undefined; apiBase: string } | null;
  /** Where backups go, the hour (UTC) of the daily one, and how many are kept. */
  backup: { dir: string; hour: number; keepDaily: number; keepWeekly: number };
  /** An S3-compatible bucket for off-site copies of backups, when `S3_BUCKET` is set. */
  objectStorage: ObjectStorageConfig | null;
  /**
   * Who takes payments: the embedded test provider only on a demo install or when asked for by
   * name, so a production site never records a test card as a real payment; "none" means
   * payments are not set up and checkout and booking say so.
   */
  paymentProvider: "test" | "stripe" | "none";
  /**
   * How many days raw analytics events are kept (the daily figures are kept for good), and how
   * many the site stores in a UTC day: together they bound the raw events table. `perAddress` is
   * what one client address (an IPv6 /64) may send: a person sends two events a page (the view and
   * the time on it), a page every few seconds at the most, a few hundred in a day; a day's
   * allowance is a small share of the site's cap, so one sender cannot use it all up.
   */
  analytics: {
    retentionDays: number;
    dailyEventCap: number;
    perAddress: { perMinute: number; perDay: number };
  };
  /** Web Push keys from the environment; without them the data folder holds generated ones. */
  vapid: { publicKey: string; privateKey: string } | null;
  /** Where browsers' push subscriptions may point: host suffixes, or exact origins. */
  pushServices: string[];
};

/** The employee portal's published demo password: development and tests only. */
export const DEMO_EMPLOYEE_PASSWORD = "celestial-staff-2026";

function employeeConfig(
  emailDomain: string,
  password: string | undefined,
  seedDemo: boolean,
  env: Config["env"],
): Config["employee"] {
  const domain = emailDomain.toLowerCase();
  if (password) return { emailDomain: domain, password, passwordIsDemo: false };
  if (!seedDemo) return { emailDomain: domain, password: undefined, passwordIsDemo: false };
  const demoPassword = env === "production" ? undefined : DEMO_EMPLOYEE_PASSWORD;
  return { emailDomain: domain, password: demoPassword, passwordIsDemo: true };
}

function paymentProviderOf(
  chosen: "test" | "stripe" | "none" | undefined,
  stripeKey: string | undefined,
  seedDemo: boolean,
): Config["paymentProvider"] {
  if (chosen === "stripe" && !stripeKey) {
    throw new ConfigError(
      "Invalid configuration:\n  PAYMENT_PROVIDER: stripe needs STRIPE_SECRET_KEY",
    );
  }
  if (chosen) return chosen;
  if (stripeKey) return "stripe";
  return seedDemo ? "test" : "none";
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`)
    .join("\n");
}

/** Variables valid alone but not together: the first such pair, as the message to stop with. */
function conflictIn(e: z.infer<typeof EnvSchema>): string | null {
  if (e.NODE_ENV === "production" && e.DATABASE_URL && !e.SESSION_SECRET)
    return "SESSION_SECRET: required in production with DATABASE_URL (32+ characters)";
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    return "VAPID_PUBLIC_KEY: set both VAPID keys or neither";
  // The embedded database's files belong to the one process that opened them.
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL)
    return "WEB_CONCURRENCY: more than one process needs DATABASE_URL (PostgreSQL)";
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    return "S3_ACCESS_KEY_ID: set both S3 keys or neither";
  return null;
}

function objectStorageOf(e: z.infer<typeof EnvSchema>): Config["objectStorage"] {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretKey } = e;
  if (!bucket) return null;
  const credentials =
    accessKeyId && secretKey ? { accessKeyId, secretAccessKey: secretKey } : undefined;
  const prefix = e.S3_PREFIX ?? "";
  return { bucket, endpoint: e.S3_ENDPOINT, region: e.S3_REGION, credentials, prefix };
}

/** Parses the environment once at start; a bad or missing required variable stops start-up. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const blankAsUnset = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = EnvSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration:\n${describeIssues(parsed.error)}`);
  }
  const e = parsed.data;
  const conflict = conflictIn(e);
  if (conflict) throw new ConfigError(`Invalid configuration:\n  ${conflict}`);
  const database: Config["database"] = e.DATABASE_URL
    ? { kind: "postgres", url: e.DATABASE_URL }
    : { kind: "pglite", dataDir: e.DATA_DIR };
  const seedDemo = e.SEED_DEMO ?? database.kind === "pglite";
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    database,
    dataDir: e.DATA_DIR,
    seedDemo,
    sessionSecret: e.SESSION_SECRET,
    previousSessionSecret: e.SESSION_SECRET_PREVIOUS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    pageCacheBytes: Math.round(e.PAGE_CACHE_MB * 1024 * 1024),
    processes: e.WEB_CONCURRENCY,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    metricsToken: e.METRICS_TOKEN,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    newsletterRate: e.NEWSLETTER_RATE,
    siteName: e.SITE_NAME,
    supremeAdminEmail: e.SUPREME_ADMIN_EMAIL.toLowerCase(),
    emails: { operations: e.OPERATIONS_EMAIL, support: e.SUPPORT_EMAIL, academy: e.ACADEMY_EMAIL },
    employee: employeeConfig(e.EMPLOYEE_EMAIL_DOMAIN, e.EMPLOYEE_PASSWORD, seedDemo, e.NODE_ENV),
    external: {
      academyApply: e.ACADEMY_APPLY_URL,
      waitlistForm: e.WAITLIST_FORM_URL,
      podcast: {
        spotify: e.PODCAST_SPOTIFY_URL,
        apple: e.PODCAST_APPLE_URL,
        youtube: e.PODCAST_YOUTUBE_URL,
      },
      communityChat: e.COMMUNITY_CHAT_URL,
    },
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          apiBase: e.STRIPE_API_BASE,
        }
      : null,
    backup: {
      dir: e.BACKUP_DIR ?? path.join(e.DATA_DIR, "backups"),
      hour: e.BACKUP_HOUR,
      keepDaily: e.BACKUP_KEEP_DAILY,
      keepWeekly: e.BACKUP_KEEP_WEEKLY,
    },
    objectStorage: objectStorageOf(e),
    paymentProvider: paymentProviderOf(e.PAYMENT_PROVIDER, e.STRIPE_SECRET_KEY, seedDemo),
    analytics: {
      retentionDays: e.ANALYTICS_RETENTION_DAYS,
      dailyEventCap: e.ANALYTICS_DAILY_EVENT_CAP,
      perAddress: {
        perMinute: e.ANALYTICS_ADDRESS_EVENTS_PER_MINUTE,
        perDay: e.ANALYTICS_ADDRESS_EVENTS_PER_DAY,
      },
    },
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : null,
    pushServices: e.PUSH_SERVICES ?? BROWSER_PUSH_SERVICES,
    social: {
      x: e.SOCIAL_X_URL,
      linkedin: e.SOCIAL_LINKEDIN_URL,
      github: e.SOCIAL_GITHUB_URL,
      instagram: e.SOCIAL_INSTAGRAM_URL,
      youtube: e.SOCIAL_YOUTUBE_URL,
      tiktok: e.SOCIAL_TIKTOK_URL,
    },
  };
}
