import type { MemberActivity } from "#app/.server/analytics/member-activity.ts";
import { StatCards } from "#app/components/admin/admin-shell.tsx";
import { TimeSeriesChart } from "#app/components/analytics/time-series-chart.tsx";
import { formatCount } from "#app/lib/analytics/format.ts";

const SERIES = [
  { key: "signIns", label: "Sign-ins", colorClass: "text-primary" },
  { key: "orders", label: "Orders", colorClass: "text-accent", dash: "6 3" },
  { key: "bookings", label: "Bookings", colorClass: "text-danger", dash: "2 3" },
  { key: "favorites", label: "Favourites", colorClass: "text-foreground", dash: "10 4" },
  { key: "submissions", label: "Submissions", colorClass: "text-muted-foreground", dash: "1 5" },
] as const;

/** What a member who is not an admin sees on /analytics: their own activity, nobody else's. */
export function MemberActivityView(props: { activity: MemberActivity }) {
  const { totals, days } = props.activity;
  return (
    <div className="space-y-8">
      <section aria-labelledby="activity-title" className="space-y-4">
        <h2 id="activity-title" className="font-display text-xl font-semibold">
          Your activity
        </h2>
        <StatCards
          stats={SERIES.map((series) => ({
            label: series.label,
            value: formatCount(totals[series.key]),
          }))}
          className="lg:grid-cols-5"
        />
      </section>
      <section className="rounded-2xl border bg-card p-5">
        <TimeSeriesChart
          title="Your last 30 days"
          days={days.map((day) => day.day)}
          series={SERIES.map((series) => ({
            ...series,
            values: days.map((day) => day[series.key]),
          }))}
        />
      </section>
    </div>
  );
}
