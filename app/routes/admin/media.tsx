import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { deleteMedia, listMedia, setMediaAlt } from "#app/.server/media/library.ts";
import type { MediaUse } from "#app/.server/media/usage.ts";
import { auditAdminAction } from "#app/.server/web/admin-audit.ts";
import { parseFormPost, postedText } from "#app/.server/web/form-post.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { MediaGrid } from "#app/components/media/media-grid.tsx";
import { MediaUpload } from "#app/components/media/media-upload.tsx";
import { formatDateTime } from "#app/lib/dates.ts";
import { formatSize } from "#app/lib/file-size.ts";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { MediaActionSchema } from "#app/schemas/media.ts";
import type { Route } from "./+types/media";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  await requireAdmin(request, services);
  const items = await listMedia(services.db);
  return {
    items: items.map((item) => ({
      id: item.id,
      name: item.originalName,
      alt: item.alt,
      width: item.width,
      height: item.height,
      variants: item.variants,
      size: formatSize(item.sourceBytes),
      stored: formatSize(item.storedBytes),
      format: item.sourceFormat.toUpperCase(),
      addedAt: formatDateTime(item.createdAt),
      addedIso: item.createdAt.toISOString(),
    })),
  };
}

export type MediaActionData = {
  mediaId: string | null;
  result: SubmissionResult<string[]>;
  usage: MediaUse[];
};

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const admin = await requireAdmin(request, services);
  const submission = await parseFormPost(request, MediaActionSchema);
  const mediaId = postedText(submission, "mediaId");
  if (submission.status !== "success") {
    return data<MediaActionData>(
      { mediaId, result: submission.reply(), usage: [] },
      { status: 400 },
    );
  }
  const input = submission.value;
  if (input.intent === "alt") {
    const updated = await setMediaAlt(services.db, input.mediaId, input.alt);
    if (!updated) throw data({ message: "No such image." }, { status: 404 });
    await auditAdminAction(services.db, request, admin, {
      action: "media.alt",
      target: updated.id,
      details: { alt: input.alt },
    });
    return redirectWithToast(services, "/admin/media", {
      type: "success",
      title: `Saved the alt text of ${updated.originalName}`,
    });
  }
  const outcome = await deleteMedia(
    { db: services.db, storage: services.mediaStorage },
    input.mediaId,
  );
  if (!outcome.ok) {
    return data<MediaActionData>(
      { mediaId, result: submission.reply({ formErrors: [outcome.error] }), usage: outcome.usage },
      { status: outcome.usage.length > 0 ? 409 : 404 },
    );
  }
  await auditAdminAction(services.db, request, admin, {
    action: "media.delete",
    target: outcome.media.id,
    details: { name: outcome.media.originalName },
  });
  return redirectWithToast(services, "/admin/media", {
    type: "success",
    title: `Deleted ${outcome.media.originalName}`,
  });
}

export default function AdminMediaPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminShell
      title="Media"
      description="Pictures for posts and products. Each upload is re-encoded as AVIF and WebP in several sizes, without its camera data; give it alt text before using it."
    >
      <MediaUpload />
      <MediaGrid items={loaderData.items} failure={actionData ?? null} />
    </AdminShell>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Media");
