import { redirect } from "react-router";
import { listPostsForAdmin } from "#app/.server/posts/admin-posts.ts";
import { createDraft } from "#app/.server/posts/post-editing.ts";
import { auditAdminAction } from "#app/.server/web/admin-audit.ts";
import { invalidForm, parseFormPost } from "#app/.server/web/form-post.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { AdminFilters, FilterInput, FilterSelect } from "#app/components/admin/admin-filters.tsx";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { buttonClass, textLinkClass } from "#app/components/ui/button-styles.ts";
import { BLOG_CATEGORIES, readBlogCategory } from "#app/lib/blog-categories.ts";
import { formatDateTime, longDate } from "#app/lib/dates.ts";
import { Form, Link } from "#app/lib/links.tsx";
import { POST_STATUS_LABELS, POST_STATUSES, readPostStatus } from "#app/lib/post-status.ts";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { NewPostSchema } from "#app/schemas/post-form.ts";
import type { Route } from "./+types/posts";
import { postEditorOf } from "./post-actions.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  await requireAdmin(request, services);
  const params = new URL(request.url).searchParams;
  const query = params.get("q")?.trim().slice(0, 200) ?? "";
  const status = readPostStatus(params.get("status"));
  const category = readBlogCategory(params.get("category"));
  const rows = await listPostsForAdmin(services.db, {
    query,
    status: status ?? undefined,
    category: category ?? undefined,
  });
  const posts = rows.map(({ publishedAt, updatedAt, ...post }) => ({
    ...post,
    publishedOn: publishedAt?.toISOString().slice(0, 10) ?? null,
    updatedAt: formatDateTime(updatedAt),
    updatedIso: updatedAt.toISOString(),
  }));
  return { posts, query, status: status ?? "", category: category ?? "" };
}

/** "New post" starts an empty draft at once, so autosave has somewhere to write from the first word. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const admin = await requireAdmin(request, services);
  const submission = await parseFormPost(request, NewPostSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const id = await createDraft(services.db, postEditorOf(admin), new Date());
  await auditAdminAction(services.db, request, admin, { action: "post.create", target: id });
  return redirect(`/admin/posts/${id}`);
}

const cell = "p-3";
const statusOptions = POST_STATUSES.map((value) => ({ value, label: POST_STATUS_LABELS[value] }));
const categoryOptions = BLOG_CATEGORIES.map((value) => ({ value, label: value }));

export default function AdminPostsPage({ loaderData }: Route.ComponentProps) {
  const { posts, query, status, category } = loaderData;
  const filtered = Boolean(query || status || category);
  return (
    <AdminShell
      title="Posts"
      description="The blog's posts, drafts and scheduled ones too, most recently changed first."
    >
      <Form method="post">
        <button type="submit" name="intent" value="create" className={buttonClass()}>
          New post
        </button>
      </Form>
      <AdminFilters>
        <FilterInput
          id="posts-q"
          label="Title or address"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={200}
        />
        <FilterSelect
          id="posts-status"
          name="status"
          label="Status"
          options={statusOptions}
          placeholder="Any status"
          defaultValue={status}
        />
        <FilterSelect
          id="posts-category"
          name="category"
          label="Category"
          options={categoryOptions}
          placeholder="Any category"
          defaultValue={category}
        />
        <button type="submit" className={buttonClass({ variant: "outline" })}>
          Filter
        </button>
      </AdminFilters>
      <AdminTable
        caption="Posts, most recently changed first"
        columns={["Title", "Status", "Category", "Author", "Published", "Last changed"]}
        rows={posts}
        empty={filtered ? "No post matches these filters." : "No posts yet."}
        renderRow={(post) => (
          <tr key={post.id}>
            <td className={cell}>
              <Link to={`/admin/posts/${post.id}`} className={textLinkClass}>
                {post.title || "Untitled post"}
              </Link>
              {post.status === "published" ? (
                <Link
                  to={`/blog/${post.slug}`}
                  className="block text-xs text-muted-foreground underline-offset-4 hover:underline"
                >
                  /blog/{post.slug}
                </Link>
              ) : (
                <span className="block text-xs text-muted-foreground">/blog/{post.slug}</span>
              )}
            </td>
            <td className={cell}>{POST_STATUS_LABELS[post.status]}</td>
            <td className={cell}>{post.category}</td>
            <td className={`${cell} capitalize`}>{post.author}</td>
            <td className={`${cell} whitespace-nowrap`}>
              {post.publishedOn ? (
                <time dateTime={post.publishedOn}>{longDate(post.publishedOn)}</time>
              ) : (
                "—"
              )}
            </td>
            <td className={`${cell} whitespace-nowrap`}>
              <time dateTime={post.updatedIso}>{post.updatedAt}</time>
            </td>
          </tr>
        )}
      />
    </AdminShell>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Posts");
