import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Config } from "#app/.server/config.ts";
import type { ChangeFeed } from "#app/.server/db/change-feed.ts";
import type { Database } from "#app/.server/db/client.ts";
import { siteSettings } from "#app/.server/db/schema.ts";

export type SiteSettings = {
  siteName: string;
  siteUrl: string;
  /** The operator's postal address, printed at the foot of every newsletter campaign. */
  postalAddress: string;
  emailNotifications: boolean;
  pushNotifications: boolean;
  maintenanceMode: boolean;
  autoBackups: boolean;
  /** Admins must sign in with a second factor, and set one up before any admin page opens. */
  requireAdminTwoFactor: boolean;
};

/** All settings live in one jsonb row, so a save is one atomic write and a read is one query. */
const SETTINGS_KEY = "site";

/**
 * On an install with the demo accounts, admins are not asked for a second factor until an admin
 * turns the rule on: a newcomer's `npm start` signs in with the demo credentials alone. Only a rule
 * never saved is set, so an operator's choice stands through every restart.
 */
export async function markDemoInstall(db: Pick<Database, "insert">): Promise<void> {
  const demoRule = { requireAdminTwoFactor: false };
  await db
    .insert(siteSettings)
    .values({ key: SETTINGS_KEY, value: demoRule })
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value: sql`${siteSettings.value} || ${JSON.stringify(demoRule)}::jsonb` },
      setWhere: sql`not (${siteSettings.value} ? 'requireAdminTwoFactor')`,
    });
}

/**
 * What is stored, read leniently: a field that is missing or malformed (an older row, a hand edit)
 * falls back to its default instead of taking the whole site down.
 */
const StoredSettingsSchema = z.object({
  siteName: z.string().trim().min(1).max(80).optional().catch(undefined),
  siteUrl: z.url().optional().catch(undefined),
  postalAddress: z.string().max(300).optional().catch(undefined),
  emailNotifications: z.boolean().optional().catch(undefined),
  pushNotifications: z.boolean().optional().catch(undefined),
  maintenanceMode: z.boolean().optional().catch(undefined),
  autoBackups: z.boolean().optional().catch(undefined),
  requireAdminTwoFactor: z.boolean().optional().catch(undefined),
});

/** What the settings' defaults are made from. */
export type SettingsConfig = Pick<Config, "siteName" | "publicUrl">;

/**
 * A fresh install: e-mail on, push off (it needs consent), maintenance off, backups on, and admins
 * signing in with a second factor. A demo install stores that rule off (`markDemoInstall`).
 */
export function defaultSiteSettings(config: SettingsConfig): SiteSettings {
  return {
    siteName: config.siteName,
    siteUrl: config.publicUrl,
    postalAddress: "",
    emailNotifications: true,
    pushNotifications: false,
    maintenanceMode: false,
    autoBackups: true,
    requireAdminTwoFactor: true,
  };
}

type HeldSettings = {
  feeds: WeakMap<Database, ChangeFeed>;
  held: WeakMap<Database, Promise<SiteSettings>>;
};

/**
 * Per database: the feed that says when the row changed, and the settings last read. Kept on
 * globalThis: the server bundle and the source both load this module, and the bundle's root
 * loader must see what server.ts set up through the source.
 */
const STATE_KEY = Symbol.for("celestial.held-site-settings");
const shared = globalThis as { [STATE_KEY]?: HeldSettings };
shared[STATE_KEY] ??= { feeds: new WeakMap(), held: new WeakMap() };
const state = shared[STATE_KEY];
const { feeds, held } = state;

/**
 * Keeps the settings of `db` in memory while `feed` is live; every instance hears a save on any
 * other at once, so maintenance mode and the site name change everywhere together.
 */
export function holdSiteSettings(db: Database, feed: ChangeFeed): void {
  feeds.set(db, feed);
  feed.subscribe((table) => {
    if (table === null || table === "site_settings") held.delete(db);
  });
}

/** Read on every request unless `holdSiteSettings` gave this database a live change feed. */
export function getSiteSettings(db: Database, config: SettingsConfig): Promise<SiteSettings> {
  if (!feeds.get(db)?.live) return readSiteSettings(db, config);
  let settings = held.get(db);
  if (!settings) {
    settings = readSiteSettings(db, config);
    held.set(db, settings);
    // A failed read is not kept: the next request tries again.
    settings.catch(() => held.delete(db));
  }
  return settings;
}

async function readSiteSettings(db: Database, config: SettingsConfig): Promise<SiteSettings> {
  const defaults = defaultSiteSettings(config);
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, SETTINGS_KEY))
    .limit(1);
  if (!row) return defaults;
  const parsed = StoredSettingsSchema.safeParse(row.value);
  if (!parsed.success) return defaults;
  const stored = Object.fromEntries(
    Object.entries(parsed.data).filter(([, value]) => value !== undefined),
  ) as Partial<SiteSettings>;
  return { ...defaults, ...stored };
}

export async function saveSiteSettings(db: Database, values: SiteSettings): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key: SETTINGS_KEY, value: values })
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value: values, updatedAt: new Date() },
    });
  // This instance's own next read sees the save even before the database's notice arrives.
  held.delete(db);
}
