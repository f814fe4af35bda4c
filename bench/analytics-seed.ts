import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { rollUpAnalytics } from "#app/.server/analytics/rollup.ts";
import { fromPglite } from "#app/.server/db/client.ts";
import { runMigrations } from "#app/.server/db/migrate.ts";

const PATHS = [
  "/",
  "/blog",
  "/shop",
  "/events",
  "/about",
  "/consultation",
  "/services/custom-software-and-apps",
  "/services/cybersecurity",
  "/services/ai-marketing",
  "/rising-stars-academy",
  "/newsletter",
  "/contact",
  "/terms",
  "/privacy",
  "/cookies",
  "/nebula-market",
  "/quantum-forge",
  "/teams",
  "/blog/future-of-tech-is-femme",
  "/vault",
  "/waitlists",
  "/careers",
  "/partners",
  "/manifesto",
];
const SOURCES = ["google.com", "news.ycombinator.com", "linkedin.com", "x.com", "duckduckgo.com"];

/**
 * A year of traffic in a fresh data folder, written before the server opens it (PGlite allows
 * one process at a time): `events` rows spread evenly up to now, 9 page views for every
 * engagement report, about 4,000 visitors a day, then the nightly rollup as the site would run
 * it, which keeps 30 days of raw events.
 */
export async function seedYearOfTraffic(dataDir: string, events: number, now: Date) {
  const handle = fromPglite(await PGlite.create(dataDir));
  try {
    await runMigrations(handle);
    const started = performance.now();
    const paths = sql.raw(`array[${PATHS.map((p) => `'${p}'`).join(",")}]`);
    const sources = sql.raw(`array[${SOURCES.map((s) => `'${s}'`).join(",")}]`);
    await handle.db.execute(sql`
      insert into analytics_events
        (created_at, kind, visitor, path, referrer, utm_source, device, engaged_ms)
      select at,
             case when i % 10 = 0 then 'engagement' else 'pageview' end,
             substr(md5((i % 4000)::text || at::date::text), 1, 22),
             (${paths})[1 + (i * 7) % ${PATHS.length}],
             case when i % 4 = 0 then (${sources})[1 + i % ${SOURCES.length}] end,
             case when i % 50 = 0 then 'newsletter' end,
             (array['desktop', 'mobile', 'tablet'])[1 + (i % 10) / 5 + (i % 10) / 9],
             case when i % 10 = 0 then (i * 37) % 180000 end
      from generate_series(1, ${events}) as i,
           lateral (select ${now.toISOString()}::timestamptz
                           - (${events} - i) * (interval '365 days' / ${events}) as at) t`);
    const seededMs = performance.now() - started;
    const rollupStarted = performance.now();
    await rollUpAnalytics(handle.db, now, 30);
    return { seededMs, rollupMs: performance.now() - rollupStarted };
  } finally {
    await handle.close();
  }
}
