import { data } from "react-router";
import { isAdmin } from "#app/.server/account/roles.ts";
import { getCampaignReport } from "#app/.server/analytics/campaign-report.ts";
import { droppedEvents } from "#app/.server/analytics/daily-cap.ts";
import { getDailyReport } from "#app/.server/analytics/daily-report.ts";
import { countActiveSessions, summarize } from "#app/.server/analytics/dashboard.ts";
import { getMemberActivity } from "#app/.server/analytics/member-activity.ts";
import { getPageSpeed } from "#app/.server/analytics/page-speed.ts";
import { lastDays, resolveRange } from "#app/.server/analytics/range.ts";
import { utcDay } from "#app/.server/analytics/visitor.ts";
import { getSessionUser } from "#app/.server/web/session.ts";
import { MemberActivityView } from "#app/components/analytics/member-activity.tsx";
import { SiteAnalytics } from "#app/components/analytics/site-analytics.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { Link } from "#app/lib/links.tsx";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { AnalyticsRangeSchema, MAX_RANGE_DAYS } from "#app/schemas/analytics.ts";
import type { Route } from "./+types/analytics";

/** Days from `from` to today, both included, within what an export may cover. */
function daysSince(from: string, now: Date): number {
  const days = Math.round((Date.parse(utcDay(now)) - Date.parse(from)) / 86_400_000) + 1;
  return Math.min(MAX_RANGE_DAYS, Math.max(1, days));
}

/**
 * Admins get the site's analytics; other members their own activity, never site-wide figures;
 * visitors who are not signed in are told to sign in. Admin rights are read from the database.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  const user = await getSessionUser(request, services);
  if (!user) return data({ view: "denied" as const }, { status: 401 });
  const now = new Date();
  if (!(await isAdmin(services.db, user.id))) {
    const activity = await getMemberActivity(services.db, user, lastDays(30, now));
    return { view: "member" as const, activity };
  }
  const query = AnalyticsRangeSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const range = resolveRange(query, now);
  await services.analytics.buffer.flush();
  const [report, activeSessions, dropped, speed, campaigns] = await Promise.all([
    getDailyReport(services.db, range),
    countActiveSessions(services.db, now),
    droppedEvents(services.db, range),
    getPageSpeed(services.db, range),
    getCampaignReport(services.db, range),
  ]);
  return {
    view: "site" as const,
    site: {
      range,
      exportDays: daysSince(range.from, now),
      summary: summarize(report.series),
      activeSessions,
      days: report.days,
      pages: report.pages,
      sources: report.sources,
      devices: report.devices,
      speed,
      campaigns,
      dropped: { events: dropped, dailyCap: services.config.analytics.dailyEventCap },
    },
  };
}

export default function AnalyticsPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === "denied") {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center px-4 pt-40 pb-20 text-center">
        <SpriteIcon name="lock" className="size-10 text-primary" />
        <h1 className="mt-4 font-display text-3xl font-semibold">Access Denied</h1>
        <p className="mt-2 text-muted-foreground">Please sign in to view analytics.</p>
        <Link to="/auth?redirectTo=%2Fanalytics" className={buttonClass({ className: "mt-6" })}>
          Sign In
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 pt-28 pb-20">
      <h1 className="font-display text-3xl font-semibold">Analytics</h1>
      {loaderData.view === "site" ? (
        <SiteAnalytics data={loaderData.site} />
      ) : (
        <MemberActivityView activity={loaderData.activity} />
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Analytics");
