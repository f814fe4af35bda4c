import { between, eq, sql, sum } from "drizzle-orm";
import type { StoredEvent } from "#app/.server/analytics/event-buffer.ts";
import type { DayRange } from "#app/.server/analytics/range.ts";
import { utcDay } from "#app/.server/analytics/visitor.ts";
import { analyticsEvents, analyticsIntake } from "#app/.server/db/analytics-schema.ts";
import type { Database } from "#app/.server/db/client.ts";
import type { Transaction } from "#app/.server/db/insert-account.ts";

/**
 * Takes room for `count` events of `day` under the cap and says how many fit; the rest are counted
 * as dropped. The upsert locks the day's row until the transaction ends, so instances writing at
 * once take turns and cannot overfill the day between them.
 */
async function admit(tx: Transaction, day: string, count: number, cap: number): Promise<number> {
  const [row] = await tx
    .insert(analyticsIntake)
    .values({ day, stored: 0, dropped: 0 })
    .onConflictDoUpdate({ target: analyticsIntake.day, set: { day } })
    .returning({ stored: analyticsIntake.stored });
  const admitted = Math.max(0, Math.min(count, cap - (row?.stored ?? 0)));
  await tx
    .update(analyticsIntake)
    .set({
      stored: sql`${analyticsIntake.stored} + ${admitted}`,
      dropped: sql`${analyticsIntake.dropped} + ${count - admitted}`,
    })
    .where(eq(analyticsIntake.day, day));
  return admitted;
}

/**
 * Writes a batch of events, at most `cap` a UTC day for the whole site: whoever sends them, raw
 * events then take at most cap × retention days of rows. The events past the cap (the latest) are
 * dropped and counted, so admins see that the day's figures fall short.
 */
export async function insertUnderDailyCap(
  db: Database,
  events: StoredEvent[],
  cap: number,
): Promise<void> {
  const byDay = new Map<string, StoredEvent[]>();
  for (const event of events) {
    const day = utcDay(event.createdAt ?? new Date());
    const sameDay = byDay.get(day);
    if (sameDay) sameDay.push(event);
    else byDay.set(day, [event]);
  }
  await db.transaction(async (tx) => {
    // Days in order, so two instances locking two days lock them the same way round.
    for (const day of [...byDay.keys()].sort()) {
      const dayEvents = byDay.get(day) ?? [];
      const admitted = await admit(tx, day, dayEvents.length, cap);
      if (admitted > 0) await tx.insert(analyticsEvents).values(dayEvents.slice(0, admitted));
    }
  });
}

/** How many events were dropped over the daily cap within a range. */
export async function droppedEvents(db: Database, range: DayRange): Promise<number> {
  const [row] = await db
    .select({ dropped: sum(analyticsIntake.dropped) })
    .from(analyticsIntake)
    .where(between(analyticsIntake.day, range.from, range.to));
  return Number(row?.dropped ?? 0);
}
