import { Readable } from "node:stream";
import { data } from "react-router";
import { auditAdminAction } from "#app/.server/web/admin-audit.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import type { Route } from "./+types/backup-download";

/**
 * One backup, to admins only: its file here, or its copy in the bucket (made on another instance,
 * or on a machine since replaced). Any name the site did not give is simply not found.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = context;
  const admin = await requireAdmin(request, services);
  const backup = await services.backups.open(params.name);
  if (!backup) throw data({ message: "No such backup." }, { status: 404 });
  // A download copies every account's data off the site: who took it is worth knowing.
  await auditAdminAction(services.db, request, admin, {
    action: "backup.download",
    target: params.name,
  });
  const body = Readable.toWeb(backup.body) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "Content-Type": "application/gzip",
      ...(backup.sizeBytes === undefined ? {} : { "Content-Length": String(backup.sizeBytes) }),
      "Content-Disposition": `attachment; filename="${params.name}"`,
      "Cache-Control": "no-store",
    },
  });
}
