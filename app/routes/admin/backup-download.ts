import { createReadStream, statSync } from "node:fs";
import { Readable } from "node:stream";
import { data } from "react-router";
import { requireAdmin } from "#app/.server/auth.ts";
import type { Route } from "./+types/backup-download";

/** One backup file, to admins only; any name the site did not give is simply not found. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = context;
  await requireAdmin(request, services);
  const file = services.backups.fileOf(params.name);
  if (!file) throw data({ message: "No such backup." }, { status: 404 });
  services.logger.info({ backup: params.name }, "backup downloaded");
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
