import { type SQL, sql } from "drizzle-orm";
import {
  type CampaignAggregate,
  campaignAggregatesQuery,
  rowsOf,
} from "#app/.server/analytics/aggregate-sql.ts";
import { addDays } from "#app/.server/analytics/range.ts";
import { lastRolledDay } from "#app/.server/analytics/rollup.ts";
import { utcDay } from "#app/.server/analytics/visitor.ts";
import type { CampaignTag, ConversionKind } from "#app/.server/attribution/conversion-record.ts";
import type { Database } from "#app/.server/db/client.ts";

export type CampaignConversions = {
  signups: number;
  newsletter: number;
  bookings: number;
  orders: number;
  /** Paid bookings and orders, live payments only: a test-mode payment took no money. */
  revenueCents: number;
  /** What test-mode payments of those bookings and orders would have been, shown apart. */
  testCents: number;
};

export type CampaignRow = CampaignTag & { visits: number; visitors: number } & CampaignConversions;

export type CampaignReport = { campaigns: CampaignRow[]; unattributed: CampaignConversions };

/** One campaign by its source and name, whatever medium its links gave. */
export type CampaignFilter = { source: string; campaign: string };

const FIELD: Record<
  ConversionKind,
  Exclude<keyof CampaignConversions, "revenueCents" | "testCents">
> = {
  signup: "signups",
  newsletter: "newsletter",
  booking: "bookings",
  order: "orders",
};

const at = (day: string) => `${day}T00:00:00.000Z`;

/** A campaign (or the unattributed row) before any conversion is counted for it. */
export const noConversions = (): CampaignConversions => ({
  signups: 0,
  newsletter: 0,
  bookings: 0,
  orders: 0,
  revenueCents: 0,
  testCents: 0,
});

/**
 * Visits per campaign and day: days already rolled up from their daily rows, the days after the
 * last rollup (normally just today) from the raw events with the same definition.
 */
async function campaignVisits(
  db: Database,
  from: string,
  to: string,
  filter: CampaignFilter | undefined,
): Promise<CampaignAggregate[]> {
  const last = await lastRolledDay(db);
  const rolledTo = last && last < to ? last : to;
  const liveFrom = last && last >= from ? addDays(last, 1) : from;
  const only = filter
    ? sql`and source = ${filter.source} and campaign = ${filter.campaign}`
    : sql``;
  const [rolled, live] = await Promise.all([
    last !== null && from <= rolledTo
      ? rowsOf<CampaignAggregate>(
          db,
          sql`select day::text as day, source, medium, campaign, visits, visitors
              from analytics_daily_campaigns where day between ${from} and ${rolledTo} ${only}`,
        )
      : [],
    liveFrom <= to
      ? rowsOf<CampaignAggregate>(
          db,
          campaignAggregatesQuery(new Date(at(liveFrom)), new Date(at(addDays(to, 1)))),
        )
      : [],
  ]);
  const wanted = (row: CampaignAggregate) =>
    !filter || (row.source === filter.source && row.campaign === filter.campaign);
  return [...rolled, ...live.filter(wanted)];
}

type ConversionCount = {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  kind: ConversionKind;
  n: number;
  cents: number | string;
  test_cents: number | string;
};

/**
 * Conversions made in the range, each with the campaign recorded when it was made (none:
 * unattributed). They count as the dashboard counts them: accounts when created, subscriptions
 * when confirmed, bookings once paid or confirmed and orders once paid, on the day they started.
 */
function conversionCounts(db: Database, from: string, to: string, filter?: CampaignFilter) {
  const start = sql`${at(from)}::timestamptz`;
  const end = sql`${at(addDays(to, 1))}::timestamptz`;
  const within = (column: string): SQL =>
    sql`${sql.raw(column)} >= ${start} and ${sql.raw(column)} < ${end}`;
  const only = filter
    ? sql`where c.source = ${filter.source} and c.campaign = ${filter.campaign}`
    : sql``;
  return rowsOf<ConversionCount>(
    db,
    sql`select c.source, c.medium, c.campaign, happened.kind, count(*)::int as n,
               coalesce(sum(happened.cents), 0)::bigint as cents,
               coalesce(sum(happened.test_cents), 0)::bigint as test_cents
        from (
          select 'signup' as kind, id::text as subject, 0 as cents, 0 as test_cents
            from users where ${within("created_at")}
          union all select 'newsletter', id::text, 0, 0 from newsletter_subscribers
            where ${within("confirmed_at")}
          union all select 'booking', id::text,
              case when payment_mode = 'live' then price_cents else 0 end,
              case when payment_mode = 'test' then price_cents else 0 end
            from consultation_bookings
            where status in ('confirmed', 'paid') and ${within("created_at")}
          union all select 'order', id::text,
              case when payment_mode = 'live' then total_cents else 0 end,
              case when payment_mode = 'test' then total_cents else 0 end
            from orders where status = 'paid' and ${within("created_at")}
        ) happened
        left join campaign_conversions c
          on c.kind = happened.kind and c.subject_id = happened.subject
        ${only}
        group by c.source, c.medium, c.campaign, happened.kind`,
  );
}

/**
 * The Campaigns view: per source, medium and campaign, the visits and visitors it brought from
 * `from` to `to` (UTC days, both included; a range's visitors are the sum of its days, as
 * everywhere on the dashboard) and the conversions that followed a visit from it the same day.
 */
export async function getCampaignReport(
  db: Database,
  range: { from: string; to: string },
  filter?: CampaignFilter,
): Promise<CampaignReport> {
  const [visits, conversions] = await Promise.all([
    campaignVisits(db, range.from, range.to, filter),
    conversionCounts(db, range.from, range.to, filter),
  ]);
  const rows = new Map<string, CampaignRow>();
  const rowOf = (tag: CampaignTag) => {
    const key = JSON.stringify([tag.source, tag.medium, tag.campaign]);
    const row = rows.get(key) ?? { ...tag, visits: 0, visitors: 0, ...noConversions() };
    rows.set(key, row);
    return row;
  };
  for (const visit of visits) {
    const row = rowOf(visit);
    row.visits += Number(visit.visits);
    row.visitors += Number(visit.visitors);
  }
  const unattributed = noConversions();
  for (const count of conversions) {
    const { source, medium, campaign } = count;
    const entry =
      source === null || medium === null || campaign === null
        ? unattributed
        : rowOf({ source, medium, campaign });
    entry[FIELD[count.kind]] += count.n;
    entry.revenueCents += Number(count.cents);
    entry.testCents += Number(count.test_cents);
  }
  const campaigns = [...rows.values()].sort(
    (a, b) =>
      b.visits - a.visits ||
      b.revenueCents - a.revenueCents ||
      `${a.source} ${a.medium} ${a.campaign}`.localeCompare(
        `${b.source} ${b.medium} ${b.campaign}`,
      ),
  );
  return { campaigns, unattributed };
}

/** The newsletter's campaign tags: what `utm_source` its links carry. */
export const NEWSLETTER_SOURCE = "newsletter";

export type CampaignResults = { visits: number; visitors: number } & CampaignConversions;

/**
 * What one newsletter campaign brought from the day it started sending to today: its links'
 * visits (any medium) and the conversions attributed to it.
 */
export async function newsletterCampaignResults(
  db: Database,
  slug: string,
  since: Date,
  now: Date,
): Promise<CampaignResults> {
  const report = await getCampaignReport(
    db,
    { from: utcDay(since), to: utcDay(now) },
    { source: NEWSLETTER_SOURCE, campaign: slug },
  );
  const total: CampaignResults = { visits: 0, visitors: 0, ...noConversions() };
  for (const row of report.campaigns) {
    for (const key of Object.keys(total) as (keyof CampaignResults)[]) total[key] += row[key];
  }
  return total;
}
