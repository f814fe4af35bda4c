import { listSubscribers, subscribersToCsv } from "#app/.server/newsletter/subscribers.ts";
import { csvDownload } from "#app/.server/web/csv-download.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { SubscriberFilterSchema } from "#app/schemas/newsletter-admin.ts";
import type { Route } from "./+types/newsletter-csv";

/** Every subscriber matching the page's filter, as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  await requireAdmin(request, services);
  const filter = SubscriberFilterSchema.parse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  const csv = subscribersToCsv(await listSubscribers(services.db, filter));
  return csvDownload(csv, "newsletter-subscribers.csv");
}
