import { data } from "react-router";
import { z } from "zod";
import { restoreRevision } from "#app/.server/posts/post-commands.ts";
import { findEditablePost } from "#app/.server/posts/post-editing.ts";
import { findRevision } from "#app/.server/posts/post-revisions.ts";
import { invalidForm, parseFormPost } from "#app/.server/web/form-post.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { RichText } from "#app/components/blocks/rich-text.tsx";
import { buttonClass, textLinkClass } from "#app/components/ui/button-styles.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { Form, Link } from "#app/lib/links.tsx";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { RestoreRevisionSchema } from "#app/schemas/post-form.ts";
import type { Route } from "./+types/post-revision";
import { auditPostEdit, postEditorOf } from "./post-actions.server.ts";

const UUID = z.uuid();

async function loadRevision(
  db: Parameters<typeof findRevision>[0],
  params: Route.LoaderArgs["params"],
) {
  const valid = UUID.safeParse(params.revisionId).success;
  const post = valid ? await findEditablePost(db, params.id) : null;
  const revision = post ? await findRevision(db, post.id, params.revisionId) : null;
  if (!post || !revision) throw data({ message: "No such revision" }, { status: 404 });
  return { post, revision };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = context;
  await requireAdmin(request, services);
  const { post, revision } = await loadRevision(services.db, params);
  return {
    postId: post.id,
    currentTitle: post.title,
    revision: {
      ...revision,
      createdAt: formatDateTime(revision.createdAt),
      createdIso: revision.createdAt.toISOString(),
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services } = context;
  const admin = await requireAdmin(request, services);
  const submission = await parseFormPost(request, RestoreRevisionSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const outcome = await restoreRevision(services, {
    postId: params.id,
    revisionId: UUID.safeParse(params.revisionId).success ? params.revisionId : "",
    editor: postEditorOf(admin),
    now: new Date(),
  });
  if (!outcome.ok && outcome.reason === "not-found") {
    throw data({ message: "No such revision" }, { status: 404 });
  }
  if (!outcome.ok) {
    return redirectWithToast(services, `/admin/posts/${params.id}/revisions/${params.revisionId}`, {
      type: "error",
      title: "Not restored",
      description: outcome.message,
    });
  }
  await auditPostEdit(services, request, admin, outcome, "post.restore");
  return redirectWithToast(services, `/admin/posts/${params.id}`, {
    type: "success",
    title: outcome.changed ? "Revision restored" : "That revision is what the post says already",
  });
}

export default function PostRevisionPage({ loaderData }: Route.ComponentProps) {
  const { postId, revision } = loaderData;
  const { snapshot } = revision;
  return (
    <AdminShell
      title={snapshot.title || "Untitled post"}
      description={`The post as ${revision.editorName} left it on ${revision.createdAt}${revision.autosave ? " (autosaved)" : ""}.`}
    >
      <Link to={`/admin/posts/${postId}`} className={textLinkClass}>
        ← Back to the editor
      </Link>
      <Form method="post" className="flex flex-wrap items-center gap-3">
        <button type="submit" name="intent" value="restore" className={buttonClass()}>
          Restore this revision
        </button>
        <p className="text-sm text-muted-foreground">
          The post gets this text and these settings back, as a new revision: nothing is lost.
        </p>
      </Form>
      <dl className="grid gap-x-6 gap-y-2 rounded-2xl border bg-card p-5 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-muted-foreground">Address</dt>
        <dd>/blog/{snapshot.slug}</dd>
        <dt className="text-muted-foreground">Excerpt</dt>
        <dd>{snapshot.excerpt || "—"}</dd>
        <dt className="text-muted-foreground">Category</dt>
        <dd>{snapshot.category}</dd>
        <dt className="text-muted-foreground">Tags</dt>
        <dd>{snapshot.tags.join(", ") || "—"}</dd>
        <dt className="text-muted-foreground">Author</dt>
        <dd>{snapshot.authorName || "—"}</dd>
      </dl>
      <article className="space-y-5 rounded-2xl border bg-card p-6 text-lg leading-relaxed">
        <RichText doc={snapshot.body} siteName="{siteName}" images={null} />
      </article>
    </AdminShell>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Post revision");
