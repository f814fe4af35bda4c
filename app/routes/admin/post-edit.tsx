import { data } from "react-router";
import { findMediaByIds } from "#app/.server/media/find-media.ts";
import { findEditablePost } from "#app/.server/posts/post-editing.ts";
import { previewPath } from "#app/.server/posts/post-preview.ts";
import { listRevisions } from "#app/.server/posts/post-revisions.ts";
import { invalidForm, parseFormPost } from "#app/.server/web/form-post.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import { PostEditorPage } from "#app/components/admin/posts/post-editor-page.tsx";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { PostFormSchema } from "#app/schemas/post-form.ts";
import type { Route } from "./+types/post-edit";
import { auditPostEdit, editPostAs } from "./post-actions.server.ts";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = context;
  await requireAdmin(request, services);
  const post = await findEditablePost(services.db, params.id);
  if (!post) throw data({ message: "No such post" }, { status: 404 });
  const now = new Date();
  const revisions = await listRevisions(services.db, post.id);
  const pictures = await findMediaByIds(services.db, post.coverImageId ? [post.coverImageId] : []);
  return {
    cover: (post.coverImageId && pictures.get(post.coverImageId)) || null,
    post: {
      ...post,
      publishedAt: post.publishedAt?.toISOString() ?? null,
      scheduledFor: post.scheduledFor?.toISOString() ?? null,
      updatedAt: post.updatedAt.toISOString(),
    },
    revisions: revisions.map((revision) => ({
      ...revision,
      createdAt: revision.createdAt.toISOString(),
    })),
    previewUrl: `${services.config.publicUrl}${previewPath(services.linkSecrets, post.id, now)}`,
  };
}

const EVENT_TOASTS = {
  published: "Published: the post is on the blog",
  scheduled: "Scheduled",
  unpublished: "Unpublished: the post is a draft again",
} as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services } = context;
  const admin = await requireAdmin(request, services);
  const submission = await parseFormPost(request, PostFormSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const outcome = await editPostAs(services, admin, params.id, submission.value);
  if (!outcome.ok) {
    if (outcome.reason === "not-found") throw data({ message: "No such post" }, { status: 404 });
    return data(
      { result: submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } }) },
      { status: 400 },
    );
  }
  await auditPostEdit(services, request, admin, outcome, "post.update");
  const title = outcome.event ? EVENT_TOASTS[outcome.event] : "Saved";
  return redirectWithToast(services, `/admin/posts/${params.id}`, { type: "success", title });
}

export default function PostEditRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PostEditorPage {...loaderData} lastResult={actionData?.result} />;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  privatePageMeta(matches, loaderData?.post.title ? `Edit: ${loaderData.post.title}` : "Edit post");
