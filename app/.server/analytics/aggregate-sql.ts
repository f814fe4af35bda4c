import { type SQL, sql } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";

/** Quiet time after which a visitor's next page view starts a new session. */
const SESSION_GAP = sql.raw(`interval '30 minutes'`);
/** A session is engaged with two page views or more, or this much time on its pages. */
const ENGAGED_MS = 10_000;

/**
 * The raw events of [start, end) cut into days and sessions: the one definition of a session
 * that the daily rollup and the live figures for days not rolled up yet both use. A session is
 * one visitor's events with no gap of more than 30 minutes; its source is where its first page
 * view came from.
 */
function sessionsOf(start: Date, end: Date): SQL {
  return sql`
    with ev as (
      select (created_at at time zone 'UTC')::date as day, visitor, created_at, kind, path, device,
             engaged_ms, coalesce(utm_source, referrer, 'Direct') as source,
             utm_source, utm_medium, utm_campaign
      from analytics_events
      -- Web vitals arrive when a page is left; they are not visits and would cut sessions.
      where kind in ('pageview', 'engagement')
        and created_at >= ${start.toISOString()}::timestamptz
        and created_at < ${end.toISOString()}::timestamptz
    ),
    marked as (
      select *, case when created_at - lag(created_at) over (partition by day, visitor order by created_at)
                      <= ${SESSION_GAP} then 0 else 1 end as starts
      from ev
    ),
    numbered as (
      select *, sum(starts) over (partition by day, visitor order by created_at, kind
                                  rows unbounded preceding) as session
      from marked
    ),
    sessions as (
      select day, visitor, session,
             count(*) filter (where kind = 'pageview') as views,
             coalesce(sum(engaged_ms), 0) as ms,
             (array_agg(source order by created_at) filter (where kind = 'pageview'))[1] as source
      from numbered group by day, visitor, session
    )`;
}

/**
 * Per day, one 'total' row (page views, visitors, sessions, engaged sessions and their visible
 * time) and one row per page, source and device (page views and visitors). A filter on
 * `dimension` around this query skips the other branches, so the rollup can take the totals
 * and the breakdown apart while the dashboard reads both in one pass.
 */
export function dailyAggregatesQuery(start: Date, end: Date): SQL {
  return sql`${sessionsOf(start, end)}
    select day::text as day, 'total' as dimension, '' as value,
           coalesce(sum(views), 0)::int as page_views,
           (count(distinct visitor) filter (where views > 0))::int as visitors,
           (count(*) filter (where views > 0))::int as sessions,
           (count(*) filter (where views > 1 or (views > 0 and ms >= ${ENGAGED_MS})))::int
             as engaged_sessions,
           coalesce(sum(ms), 0)::bigint as engaged_ms
    from sessions group by day
    union all
    select day::text, 'page', path, count(*)::int, count(distinct visitor)::int, 0, 0, 0
    from ev where kind = 'pageview' group by day, path
    union all
    select day::text, 'source', source, sum(views)::int, count(distinct visitor)::int, 0, 0, 0
    from sessions where views > 0 group by day, source
    union all
    select day::text, 'device', device, count(*)::int, count(distinct visitor)::int, 0, 0, 0
    from ev where kind = 'pageview' group by day, device`;
}

/**
 * Per day and campaign (a page view's `utm_source`, `utm_medium` and `utm_campaign`, "" for a tag
 * it lacks): visits, the sessions holding a page view with those tags, and distinct visitors.
 */
export function campaignAggregatesQuery(start: Date, end: Date): SQL {
  return sql`${sessionsOf(start, end)}
    select day::text as day, coalesce(utm_source, '') as source, coalesce(utm_medium, '') as medium,
           coalesce(utm_campaign, '') as campaign,
           count(distinct visitor || ' ' || session)::int as visits,
           count(distinct visitor)::int as visitors
    from numbered
    where kind = 'pageview'
      and (utm_source is not null or utm_medium is not null or utm_campaign is not null)
    group by 1, 2, 3, 4`;
}

export type CampaignAggregate = {
  day: string;
  source: string;
  medium: string;
  campaign: string;
  visits: number;
  visitors: number;
};

export type DayAggregate = {
  day: string;
  dimension: "total" | "page" | "source" | "device";
  value: string;
  page_views: number;
  visitors: number;
  sessions: number;
  engaged_sessions: number;
  engaged_ms: number | string;
};

export async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
