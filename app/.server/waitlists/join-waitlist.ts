import { count, desc, eq } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { waitlistSignups } from "#app/.server/db/shop-schema.ts";
import type { WaitlistId } from "#app/lib/waitlists.ts";

/** Adds the address to the list; joining twice is the same as joining once. */
export async function joinWaitlist(db: Database, list: WaitlistId, email: string): Promise<void> {
  await db.insert(waitlistSignups).values({ list, email }).onConflictDoNothing();
}

export async function listWaitlistSignups(db: Database, list?: WaitlistId) {
  return db
    .select()
    .from(waitlistSignups)
    .where(list ? eq(waitlistSignups.list, list) : undefined)
    .orderBy(desc(waitlistSignups.createdAt))
    .limit(500);
}

export async function countWaitlistSignups(db: Database): Promise<Record<string, number>> {
  const rows = await db
    .select({ list: waitlistSignups.list, n: count() })
    .from(waitlistSignups)
    .groupBy(waitlistSignups.list);
  return Object.fromEntries(rows.map((row) => [row.list, row.n]));
}
