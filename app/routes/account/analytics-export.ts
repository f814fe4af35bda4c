import { dailyReportCsv, getDailyReport } from "#app/.server/analytics/daily-report.ts";
import { lastDays } from "#app/.server/analytics/range.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { ExportDaysSchema } from "#app/schemas/analytics.ts";
import type { Route } from "./+types/analytics-export";

/** GET /analytics/export.csv?days=N: the site's daily figures for admins; 403 for other members. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  await requireAdmin(request, services);
  const parsed = ExportDaysSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) {
    return new Response("days must be a whole number from 1 to 366\n", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  await services.analytics.buffer.flush();
  const report = await getDailyReport(services.db, lastDays(parsed.data.days, new Date()));
  return new Response(dailyReportCsv(report.days), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="analytics-${parsed.data.days}-days.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
