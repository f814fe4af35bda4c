import type { CampaignReport } from "#app/.server/analytics/campaign-report.ts";
import type { ConversionDay } from "#app/.server/analytics/conversions.ts";
import type { Ranked, TrafficDay, TrafficSummary } from "#app/.server/analytics/dashboard.ts";
import type { PageSpeed } from "#app/.server/analytics/page-speed.ts";
import type { DayRange } from "#app/.server/analytics/range.ts";
import { StatCards } from "#app/components/admin/admin-shell.tsx";
import { CampaignTable } from "#app/components/analytics/campaign-table.tsx";
import { PageSpeedSection } from "#app/components/analytics/page-speed.tsx";
import { RangePicker } from "#app/components/analytics/range-picker.tsx";
import { RankedTable } from "#app/components/analytics/ranked-table.tsx";
import { TimeSeriesChart } from "#app/components/analytics/time-series-chart.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { formatCount, formatDuration, formatRate } from "#app/lib/analytics/format.ts";

export type SiteAnalyticsData = {
  range: DayRange;
  /** How many days the export link covers: the range's length, counted back from today. */
  exportDays: number;
  summary: TrafficSummary;
  activeSessions: number;
  days: (TrafficDay & { conversions: ConversionDay })[];
  pages: Ranked[];
  sources: Ranked[];
  devices: Ranked[];
  speed: PageSpeed;
  campaigns: CampaignReport;
  /** Events dropped over the site's daily cap within the range, and the cap. */
  dropped: { events: number; dailyCap: number };
};

const CONVERSION_SERIES = [
  { key: "signups", label: "Sign-ups", colorClass: "text-primary" },
  { key: "newsletter", label: "Newsletter confirmations", colorClass: "text-accent", dash: "6 3" },
  { key: "bookings", label: "Bookings", colorClass: "text-danger", dash: "2 3" },
  { key: "orders", label: "Orders", colorClass: "text-foreground", dash: "10 4" },
  {
    key: "submissions",
    label: "Form submissions",
    colorClass: "text-muted-foreground",
    dash: "1 5",
  },
] as const;

function droppedNote({ events, dailyCap }: SiteAnalyticsData["dropped"]): string {
  const count = `${formatCount(events)} ${events === 1 ? "event was" : "events were"}`;
  return `${count} dropped in this range over the daily cap of ${formatCount(dailyCap)} events, so these figures are lower than the traffic. The cap is set by ANALYTICS_DAILY_EVENT_CAP.`;
}

/** What an admin sees on /analytics: the site's traffic and conversions over the chosen range. */
export function SiteAnalytics(props: { data: SiteAnalyticsData }) {
  const { range, summary, days, dropped } = props.data;
  const dayList = days.map((day) => day.day);
  const figures = [
    { label: "Page views", value: formatCount(summary.pageViews) },
    { label: "Unique visitors", value: formatCount(summary.visitors) },
    { label: "Sessions", value: formatCount(summary.sessions) },
    { label: "Active sessions", value: formatCount(props.data.activeSessions) },
    { label: "Engagement rate", value: formatRate(summary.engagementRate) },
    { label: "Average session time", value: formatDuration(summary.averageSessionMs) },
  ];
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <RangePicker range={range} />
        <a
          href={`/analytics/export.csv?days=${props.data.exportDays}`}
          download
          className={buttonClass({ variant: "outline", size: "sm" })}
        >
          <SpriteIcon name="download" className="size-4" />
          Download CSV (last {props.data.exportDays} days)
        </a>
      </div>
      <p className="text-sm text-muted-foreground">
        {range.from === range.to ? range.from : `${range.from} to ${range.to}`} (UTC). Visitors are
        counted per day; active sessions are the visitors of the last 30 minutes.
      </p>
      {dropped.events > 0 ? (
        <p className="rounded-xl border border-accent px-4 py-3 text-sm">{droppedNote(dropped)}</p>
      ) : null}
      <StatCards stats={figures} className="lg:grid-cols-3" />
      <section className="rounded-2xl border bg-card p-5">
        <TimeSeriesChart
          title="Traffic per day"
          days={dayList}
          series={[
            {
              label: "Page views",
              values: days.map((d) => d.pageViews),
              colorClass: "text-primary",
            },
            {
              label: "Visitors",
              values: days.map((d) => d.visitors),
              colorClass: "text-accent",
              dash: "6 3",
            },
            {
              label: "Sessions",
              values: days.map((d) => d.sessions),
              colorClass: "text-foreground",
              dash: "2 3",
            },
          ]}
        />
      </section>
      <div className="grid gap-4 lg:grid-cols-3">
        <RankedTable title="Top pages" heading="Page" rows={props.data.pages} />
        <RankedTable title="Top sources" heading="Source" rows={props.data.sources} />
        <RankedTable title="Devices" heading="Device" rows={props.data.devices} />
      </div>
      <section className="rounded-2xl border bg-card p-5">
        <TimeSeriesChart
          title="Conversions per day"
          days={dayList}
          series={CONVERSION_SERIES.map((series) => ({
            ...series,
            values: days.map((d) => d.conversions[series.key]),
          }))}
        />
      </section>
      <CampaignTable report={props.data.campaigns} />
      <PageSpeedSection speed={props.data.speed} />
    </div>
  );
}
