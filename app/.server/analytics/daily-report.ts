import { type ConversionDay, conversionsPerDay } from "#app/.server/analytics/conversions.ts";
import { getTraffic, type Traffic, type TrafficDay } from "#app/.server/analytics/dashboard.ts";
import type { DayRange } from "#app/.server/analytics/range.ts";
import type { Database } from "#app/.server/db/client.ts";

export type ReportDay = TrafficDay & { conversions: ConversionDay };

/** Traffic and conversions over one range, day by day, as the dashboard and the export show them. */
export async function getDailyReport(
  db: Database,
  range: DayRange,
): Promise<Traffic & { days: ReportDay[] }> {
  const [traffic, conversions] = await Promise.all([
    getTraffic(db, range),
    conversionsPerDay(db, range.from, range.to),
  ]);
  // Both series hold every day of the range, in order.
  const days = traffic.series.flatMap((day, index) => {
    const converted = conversions[index];
    return converted ? [{ ...day, conversions: converted }] : [];
  });
  return { ...traffic, days };
}

const COLUMNS = [
  "date",
  "page_views",
  "visitors",
  "sessions",
  "engaged_sessions",
  "signups",
  "newsletter_confirmations",
  "bookings",
  "orders",
  "form_submissions",
];

/** The daily series as CSV: numbers and ISO dates only, so no cell needs quoting. */
export function dailyReportCsv(days: ReportDay[]): string {
  const lines = days.map((d) =>
    [
      d.day,
      d.pageViews,
      d.visitors,
      d.sessions,
      d.engagedSessions,
      d.conversions.signups,
      d.conversions.newsletter,
      d.conversions.bookings,
      d.conversions.orders,
      d.conversions.submissions,
    ].join(","),
  );
  return `${[COLUMNS.join(","), ...lines].join("\r\n")}\r\n`;
}
