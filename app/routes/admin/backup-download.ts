import { createReadStream, statSync } from "node:fs";
import { Readable } from "node:stream";
import { data } from "react-router";
import { auditAdminAction } from "#app/.server/web/admin-audit.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import type { Route } from "./+types/backup-download";

/** One backup file, to admins only; any name the site did not give is simply not found. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = context;
  const admin = await requireAdmin(request, services);
  const file = services.backups.fileOf(params.name);
  if (!file) throw data({ message: "No such backup." }, { status: 404 });
  // A download copies every account's data off the site: who took it is worth knowing.
  await auditAdminAction(services.db, request, admin, {
    action: "backup.download",
    target: params.name,
  });
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Length": String(statSync(file).size),
      "Content-Disposition": `attachment; filename="${params.name}"`,
      "Cache-Control": "no-store",
    },
  });
}
