import { createHash, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { analyticsSalts } from "#app/.server/db/analytics-schema.ts";
import type { Database } from "#app/.server/db/client.ts";

/** The UTC calendar day of a moment, as YYYY-MM-DD. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/**
 * A visitor's id for one day: a hash of that day's secret salt, the client address, the user
 * agent and the site. The same browser gets the same id all day, a different one tomorrow, and
 * once the salt is deleted nobody (we included) can tell which address or browser it was.
 */
export function visitorId(salt: string, address: string, userAgent: string, site: string): string {
  return createHash("sha256")
    .update(`${salt}\n${address}\n${userAgent}\n${site}`)
    .digest("base64url")
    .slice(0, 22);
}

export type SaltStore = { saltFor: (day: string) => Promise<string> };

/**
 * Each day's salt, made by whichever instance needs it first. The insert keeps the first salt
 * written, so instances racing at midnight all read back the same one; it never changes after,
 * which makes the copy kept here safe.
 */
export function createSaltStore(db: Database): SaltStore {
  let cached: { day: string; salt: string } | undefined;
  return {
    async saltFor(day) {
      if (cached?.day === day) return cached.salt;
      await db
        .insert(analyticsSalts)
        .values({ day, salt: randomBytes(32).toString("base64") })
        .onConflictDoNothing();
      const [row] = await db
        .select({ salt: analyticsSalts.salt })
        .from(analyticsSalts)
        .where(eq(analyticsSalts.day, day));
      if (!row) throw new Error(`no analytics salt for ${day}`);
      cached = { day, salt: row.salt };
      return row.salt;
    },
  };
}

/** Forgets every salt before `today`: yesterday's visitor ids can no longer be recomputed. */
export async function deleteOldSalts(db: Database, today: string): Promise<void> {
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, today));
}
