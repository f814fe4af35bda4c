import { data, redirect } from "react-router";
import { uploadMedia } from "#app/.server/media/library.ts";
import type { AppServices } from "#app/.server/services.ts";
import { auditAdminAction } from "#app/.server/web/admin-audit.ts";
import { parseUploadPost } from "#app/.server/web/form-post.ts";
import { hitRateLimit } from "#app/.server/web/rate-limit.ts";
import { RATE_LIMITS } from "#app/.server/web/rate-limit-rules.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import { replyErrors } from "#app/lib/reply-errors.ts";
import { MediaUploadSchema } from "#app/schemas/media.ts";
import type { Route } from "./+types/media-upload";

const STATUS = { too_large: 413, unsupported: 400, too_many_pixels: 400, unreadable: 400 } as const;

/**
 * The answer to one upload: JSON for the page's drag-and-drop (which uploads each file on its own
 * and shows each one's progress and error), or back to the library with a toast for the plain form.
 */
function answer(
  request: Request,
  services: AppServices,
  outcome: { status: number; error: string } | { status: 200 | 201; fields: object; title: string },
) {
  if (request.headers.get("accept")?.includes("application/json")) {
    return "error" in outcome
      ? data({ error: outcome.error }, { status: outcome.status })
      : data({ ok: true, ...outcome.fields }, { status: outcome.status });
  }
  return redirectWithToast(
    services,
    "/admin/media",
    "error" in outcome
      ? { type: "error", title: "Upload refused", description: outcome.error }
      : { type: "success", title: outcome.title },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const admin = await requireAdmin(request, services);
  const rule = RATE_LIMITS.mediaUpload;
  const limit = await hitRateLimit(services.db, rule, `admin:${admin.id}`);
  if (!limit.allowed) {
    return answer(request, services, {
      status: 429,
      error: rule.message(limit.retryAfterSeconds),
    });
  }
  const submission = await parseUploadPost(request, MediaUploadSchema);
  if (submission.status !== "success") {
    const [error = "Choose an image to upload"] = replyErrors(submission.reply());
    return answer(request, services, { status: 400, error });
  }
  const { file } = submission.value;
  const outcome = await uploadMedia(
    { db: services.db, storage: services.mediaStorage },
    { bytes: Buffer.from(await file.arrayBuffer()), name: file.name, userId: admin.id },
  );
  if (!outcome.ok) {
    return answer(request, services, { status: STATUS[outcome.reason], error: outcome.error });
  }
  const { media, existing } = outcome;
  if (!existing) {
    await auditAdminAction(services.db, request, admin, {
      action: "media.upload",
      target: media.id,
      details: { name: media.originalName, width: media.width, height: media.height },
    });
  }
  return answer(request, services, {
    status: existing ? 200 : 201,
    fields: { media: { id: media.id, name: media.originalName, existing } },
    title: existing
      ? `${media.originalName} is already in the library`
      : `Uploaded ${media.originalName}: now give it alt text`,
  });
}

/** Only a POST uploads: an admin who opens the address goes to the library itself. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services);
  return redirect("/admin/media");
}
