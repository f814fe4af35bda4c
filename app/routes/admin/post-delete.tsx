import { data } from "react-router";
import { deletePost, findEditablePost } from "#app/.server/posts/post-editing.ts";
import { auditAdminAction } from "#app/.server/web/admin-audit.ts";
import { invalidForm, parseFormPost } from "#app/.server/web/form-post.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import { ConfirmPage } from "#app/components/admin/confirm-page.tsx";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { DeletePostSchema } from "#app/schemas/post-form.ts";
import type { Route } from "./+types/post-delete";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = context;
  await requireAdmin(request, services);
  const post = await findEditablePost(services.db, params.id);
  if (!post) throw data({ message: "No such post" }, { status: 404 });
  return { id: post.id, title: post.title, slug: post.slug, wasPublic: Boolean(post.publishedAt) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services } = context;
  const admin = await requireAdmin(request, services);
  const submission = await parseFormPost(request, DeletePostSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const deleted = await deletePost(services.db, params.id, new Date());
  if (!deleted) throw data({ message: "No such post" }, { status: 404 });
  await auditAdminAction(services.db, request, admin, {
    action: "post.delete",
    target: deleted.slug,
    details: { title: deleted.title },
  });
  return redirectWithToast(services, "/admin/posts", {
    type: "success",
    title: `Deleted ${deleted.title || "the untitled post"}`,
  });
}

export default function PostDeletePage({ loaderData }: Route.ComponentProps) {
  const { id, title, slug, wasPublic } = loaderData;
  return (
    <ConfirmPage
      title={`Delete ${title || "this untitled post"}?`}
      intent="delete"
      confirmLabel="Delete the post"
      back={{ to: `/admin/posts/${id}`, label: "Keep it" }}
    >
      The post and its revisions are removed for good.
      {wasPublic
        ? ` Its address /blog/${slug} will tell readers and search engines that it is gone.`
        : ""}{" "}
      To take it off the blog and keep it, unpublish it instead.
    </ConfirmPage>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Delete post");
