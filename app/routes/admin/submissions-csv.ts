import { inboxToCsv } from "#app/.server/submissions/csv.ts";
import { listInbox } from "#app/.server/submissions/inbox.ts";
import { csvDownload } from "#app/.server/web/csv-download.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { InboxFilterSchema } from "#app/schemas/inbox.ts";
import type { Route } from "./+types/submissions-csv";

/** The inbox as CSV, with the same filter as the page it was exported from. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  await requireAdmin(request, services);
  const filter = InboxFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const csv = inboxToCsv(await listInbox(services.db, filter));
  return csvDownload(csv, "submissions.csv");
}
