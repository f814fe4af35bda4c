import { sql } from "drizzle-orm";
import { rowsOf } from "#app/.server/analytics/aggregate-sql.ts";
import { exclusionReason } from "#app/.server/analytics/classify.ts";
import { headerValue, type RequestHeaders } from "#app/.server/analytics/request-headers.ts";
import { startOfUtcDay } from "#app/.server/analytics/rollup.ts";
import { utcDay, visitorId } from "#app/.server/analytics/visitor.ts";
import type { CampaignTag } from "#app/.server/attribution/conversion-record.ts";
import type { AppServices } from "#app/.server/services.ts";

/** The request a conversion is made in, as the analytics hash reads it. */
export type VisitRequest = { headers: RequestHeaders; address: string };

/**
 * The campaign the person making this request arrived from today, if any: the latest page view
 * with campaign tags under the same daily visitor hash the collection endpoint gives them. The
 * hash is computed, used for this one lookup and dropped; only the tags are returned. Visitors
 * the analytics do not count (Do Not Track, Global Privacy Control, bots) are never looked up.
 */
export async function campaignOfVisit(
  services: Pick<AppServices, "analytics" | "config" | "db">,
  request: VisitRequest,
  now: Date,
): Promise<CampaignTag | null> {
  if (exclusionReason(request.headers)) return null;
  const salt = await services.analytics.salts.saltFor(utcDay(now));
  const visitor = visitorId(
    salt,
    request.address,
    headerValue(request.headers, "user-agent"),
    new URL(services.config.publicUrl).host,
  );
  // The page view that brought the visitor may still wait in this instance's buffer.
  await services.analytics.buffer.flush();
  const [row] = await rowsOf<CampaignTag>(
    services.db,
    sql`select coalesce(utm_source, '') as source, coalesce(utm_medium, '') as medium,
               coalesce(utm_campaign, '') as campaign
        from analytics_events
        where visitor = ${visitor} and kind = 'pageview'
          and created_at >= ${startOfUtcDay(now).toISOString()}::timestamptz
          and created_at <= ${now.toISOString()}::timestamptz
          and (utm_source is not null or utm_medium is not null or utm_campaign is not null)
        order by created_at desc, id desc limit 1`,
  );
  return row ?? null;
}
