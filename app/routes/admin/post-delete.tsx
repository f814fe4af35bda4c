import { data, Form, Link } from "react-router";
import { deletePost, findEditablePost } from "#app/.server/posts/post-editing.ts";
import { auditAdminAction } from "#app/.server/web/admin-audit.ts";
import { invalidForm, parseFormPost } from "#app/.server/web/form-post.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { buttonClass, textLinkClass } from "#app/components/ui/button-styles.ts";
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

/** Deleting asks once more on a page of its own, so it works the same with or without script. */
export default function PostDeletePage({ loaderData }: Route.ComponentProps) {
  const { id, title, slug, wasPublic } = loaderData;
  return (
    <AdminShell title={`Delete ${title || "this untitled post"}?`}>
      <p className="max-w-2xl text-muted-foreground">
        The post and its revisions are removed for good.
        {wasPublic
          ? ` Its address /blog/${slug} will tell readers and search engines that it is gone.`
          : ""}{" "}
        To take it off the blog and keep it, unpublish it instead.
      </p>
      <Form method="post" className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          name="intent"
          value="delete"
          className={buttonClass({ variant: "danger" })}
        >
          Delete the post
        </button>
        <Link to={`/admin/posts/${id}`} className={textLinkClass}>
          Keep it
        </Link>
      </Form>
    </AdminShell>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Delete post");
