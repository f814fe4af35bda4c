import { sql } from "drizzle-orm";
import {
  campaignAggregatesQuery,
  dailyAggregatesQuery,
  rowsOf,
} from "#app/.server/analytics/aggregate-sql.ts";
import { deleteOldSalts, utcDay } from "#app/.server/analytics/visitor.ts";
import type { Database } from "#app/.server/db/client.ts";

export const ANALYTICS_ROLLUP_JOB = "analytics.rollup";

const DAY_MS = 86_400_000;

export function startOfUtcDay(moment: Date): Date {
  return new Date(`${utcDay(moment)}T00:00:00.000Z`);
}

/** The last day already in the daily table, or null before the first rollup. */
export async function lastRolledDay(db: Database): Promise<string | null> {
  const [row] = await rowsOf<{ day: string | null }>(
    db,
    sql`select max(day)::text as day from analytics_daily`,
  );
  return row?.day ?? null;
}

/**
 * Rolls every finished day not yet in the daily tables into them, then deletes raw events past
 * the retention period and salts of past days. It starts again at the last rolled day, so an
 * event written just after midnight for the day before is still counted. Every write is an
 * upsert of figures computed from the raw events: running it twice, or on two instances at
 * once, leaves the same rows.
 */
export async function rollUpAnalytics(db: Database, now: Date, retentionDays: number) {
  const today = startOfUtcDay(now);
  const last = await lastRolledDay(db);
  const [first] = await rowsOf<{ at: string | null }>(
    db,
    sql`select min(created_at)::text as at from analytics_events`,
  );
  const start = last
    ? new Date(`${last}T00:00:00.000Z`)
    : first?.at
      ? startOfUtcDay(new Date(first.at))
      : today;
  if (start < today) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into analytics_daily (day, page_views, visitors, sessions, engaged_sessions, engaged_ms)
        select day::date, page_views, visitors, sessions, engaged_sessions, engaged_ms
        from (${dailyAggregatesQuery(start, today)}) totals where dimension = 'total'
        on conflict (day) do update set page_views = excluded.page_views,
          visitors = excluded.visitors, sessions = excluded.sessions,
          engaged_sessions = excluded.engaged_sessions, engaged_ms = excluded.engaged_ms`);
      // Days without a single event get a row of zeros: the table then says they are done.
      await tx.execute(sql`
        insert into analytics_daily (day, page_views, visitors, sessions, engaged_sessions, engaged_ms)
        select day::date, 0, 0, 0, 0, 0
        from generate_series(${start.toISOString()}::timestamptz,
                             ${new Date(today.getTime() - DAY_MS).toISOString()}::timestamptz,
                             interval '1 day') as day
        on conflict (day) do nothing`);
      await tx.execute(sql`
        insert into analytics_daily_breakdown (day, dimension, value, page_views, visitors)
        select day::date, dimension, value, page_views, visitors
        from (${dailyAggregatesQuery(start, today)}) breakdown where dimension <> 'total'
        on conflict (day, dimension, value) do update set page_views = excluded.page_views,
          visitors = excluded.visitors`);
      await tx.execute(sql`
        insert into analytics_daily_campaigns (day, source, medium, campaign, visits, visitors)
        select day::date, source, medium, campaign, visits, visitors
        from (${campaignAggregatesQuery(start, today)}) campaigns
        on conflict (day, source, medium, campaign) do update set visits = excluded.visits,
          visitors = excluded.visitors`);
    });
  }
  const keepFrom = new Date(today.getTime() - retentionDays * DAY_MS);
  await db.execute(
    sql`delete from analytics_events where created_at < ${keepFrom.toISOString()}::timestamptz`,
  );
  await deleteOldSalts(db, utcDay(now));
  // The embedded database has no autovacuum: without this the deleted rows stay in the table,
  // and a planner without statistics scans all of them to find the last half hour's events.
  await db.execute(
    sql`vacuum analyze analytics_events, analytics_daily, analytics_daily_breakdown,
        analytics_daily_campaigns`,
  );
}
