import { sql } from "drizzle-orm";
import {
  type DayAggregate,
  dailyAggregatesQuery,
  rowsOf,
} from "#app/.server/analytics/aggregate-sql.ts";
import { addDays, type DayRange, daysBetween } from "#app/.server/analytics/range.ts";
import { lastRolledDay } from "#app/.server/analytics/rollup.ts";
import type { Database } from "#app/.server/db/client.ts";

export type TrafficDay = {
  day: string;
  pageViews: number;
  visitors: number;
  sessions: number;
  engagedSessions: number;
  engagedMs: number;
};

export type Ranked = { value: string; pageViews: number; visitors: number };

export type Traffic = {
  series: TrafficDay[];
  pages: Ranked[];
  sources: Ranked[];
  devices: Ranked[];
};

const at = (day: string) => new Date(`${day}T00:00:00.000Z`);

function toDay(row: DayAggregate): TrafficDay {
  return {
    day: row.day,
    pageViews: Number(row.page_views),
    visitors: Number(row.visitors),
    sessions: Number(row.sessions),
    engagedSessions: Number(row.engaged_sessions),
    engagedMs: Number(row.engaged_ms),
  };
}

function rank(rows: DayAggregate[], dimension: DayAggregate["dimension"], limit: number): Ranked[] {
  const sums = new Map<string, Ranked>();
  for (const row of rows) {
    if (row.dimension !== dimension) continue;
    const entry = sums.get(row.value) ?? { value: row.value, pageViews: 0, visitors: 0 };
    entry.pageViews += Number(row.page_views);
    entry.visitors += Number(row.visitors);
    sums.set(row.value, entry);
  }
  return [...sums.values()]
    .sort((a, b) => b.pageViews - a.pageViews || a.value.localeCompare(b.value))
    .slice(0, limit);
}

/**
 * The site's traffic over a range, one point per day. Days already rolled up come from the
 * daily tables (one row per day, plus one per page, source and device summed in the database);
 * the days since the last rollup, usually just today, are computed from the raw events with
 * the same definitions.
 */
export async function getTraffic(db: Database, range: DayRange): Promise<Traffic> {
  const last = await lastRolledDay(db);
  const rolledTo = last && last < range.to ? last : range.to;
  const liveFrom = last && last >= range.from ? addDays(last, 1) : range.from;
  const rolled = last !== null && range.from <= rolledTo;
  const live = liveFrom <= range.to;

  const [rolledRows, liveRows] = await Promise.all([
    rolled
      ? rowsOf<DayAggregate>(
          db,
          sql`select day::text as day, 'total' as dimension, '' as value, page_views, visitors,
                     sessions, engaged_sessions, engaged_ms
              from analytics_daily where day between ${range.from} and ${rolledTo}
              union all
              select '', dimension, value, sum(page_views)::int, sum(visitors)::int, 0, 0, 0
              from analytics_daily_breakdown where day between ${range.from} and ${rolledTo}
              group by dimension, value`,
        )
      : [],
    live
      ? rowsOf<DayAggregate>(db, dailyAggregatesQuery(at(liveFrom), at(addDays(range.to, 1))))
      : [],
  ]);
  const rows = [...rolledRows, ...liveRows];
  const byDay = new Map(
    rows.filter((row) => row.dimension === "total").map((row) => [row.day, toDay(row)]),
  );
  const empty = (day: string): TrafficDay => ({
    day,
    pageViews: 0,
    visitors: 0,
    sessions: 0,
    engagedSessions: 0,
    engagedMs: 0,
  });
  return {
    series: daysBetween(range.from, range.to).map((day) => byDay.get(day) ?? empty(day)),
    pages: rank(rows, "page", 10),
    sources: rank(rows, "source", 10),
    devices: rank(rows, "device", 3),
  };
}

/** Distinct visitors seen in the last 30 minutes. */
export async function countActiveSessions(db: Database, now: Date): Promise<number> {
  const since = new Date(now.getTime() - 30 * 60_000).toISOString();
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(distinct visitor)::int as n from analytics_events
        where created_at > ${since}::timestamptz`,
  );
  return row?.n ?? 0;
}

export type TrafficSummary = {
  pageViews: number;
  visitors: number;
  sessions: number;
  /** Share of sessions that were engaged, from 0 to 1; null without sessions. */
  engagementRate: number | null;
  /** Visible time per session, in milliseconds; null without sessions. */
  averageSessionMs: number | null;
};

export function summarize(series: TrafficDay[]): TrafficSummary {
  const sum = (pick: (day: TrafficDay) => number) => series.reduce((n, d) => n + pick(d), 0);
  const sessions = sum((d) => d.sessions);
  return {
    pageViews: sum((d) => d.pageViews),
    visitors: sum((d) => d.visitors),
    sessions,
    engagementRate: sessions ? sum((d) => d.engagedSessions) / sessions : null,
    averageSessionMs: sessions ? sum((d) => d.engagedMs) / sessions : null,
  };
}
