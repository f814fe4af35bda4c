import { sql } from "drizzle-orm";
import { rowsOf } from "#app/.server/analytics/aggregate-sql.ts";
import { addDays, type DayRange } from "#app/.server/analytics/range.ts";
import type { Database } from "#app/.server/db/client.ts";
import type { WebVitalName } from "#app/lib/analytics/web-vitals.ts";

/** One vital at the 75th percentile of the visits it was measured on. */
export type VitalFigure = { name: WebVitalName; p75: number; samples: number };

export type PageSpeedRow = { key: string; vitals: VitalFigure[] };

export type PageSpeed = {
  all: VitalFigure[];
  /** Mobile, tablet, desktop: the device classes the page views are counted by. */
  devices: PageSpeedRow[];
  /** The pages with the most measurements, most first. */
  pages: PageSpeedRow[];
};

/** Pages listed: the ones with the most measurements. */
const TOP_PAGES = 10;

type Row = {
  dimension: "all" | "device" | "page";
  key: string;
  name: WebVitalName;
  p75: number;
  samples: number;
};

function grouped(rows: Row[], dimension: Row["dimension"]): PageSpeedRow[] {
  const byKey = new Map<string, VitalFigure[]>();
  for (const row of rows.filter((candidate) => candidate.dimension === dimension)) {
    const figures = byKey.get(row.key) ?? [];
    figures.push({ name: row.name, p75: row.p75, samples: row.samples });
    byKey.set(row.key, figures);
  }
  const total = (figures: VitalFigure[]) =>
    figures.reduce((sum, figure) => sum + figure.samples, 0);
  return [...byKey]
    .map(([key, vitals]) => ({ key, vitals }))
    .sort((a, b) => total(b.vitals) - total(a.vitals) || a.key.localeCompare(b.key));
}

/**
 * Real visitors' Core Web Vitals over a range of days, as reported by the collection script:
 * the 75th percentile of each, for the whole site, per device class and per page. Read from the
 * raw events, so a range reaches back as far as they are kept (the analytics retention period).
 */
export async function getPageSpeed(db: Database, range: DayRange): Promise<PageSpeed> {
  const rows = await rowsOf<Row>(
    db,
    sql`select case when grouping(device) = 0 then 'device'
                    when grouping(path) = 0 then 'page' else 'all' end as dimension,
               coalesce(device, path, '') as key, vital as name,
               percentile_cont(0.75) within group (order by vital_value)::float8 as p75,
               count(*)::int as samples
        from analytics_events
        where kind = 'vital'
          and created_at >= ${`${range.from}T00:00:00.000Z`}::timestamptz
          and created_at < ${`${addDays(range.to, 1)}T00:00:00.000Z`}::timestamptz
        group by grouping sets ((vital), (device, vital), (path, vital))`,
  );
  return {
    all: grouped(rows, "all")[0]?.vitals ?? [],
    devices: grouped(rows, "device"),
    pages: grouped(rows, "page").slice(0, TOP_PAGES),
  };
}
