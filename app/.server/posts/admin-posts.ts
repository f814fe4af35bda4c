import { and, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { posts } from "#app/.server/db/posts-schema.ts";
import type { BlogCategory } from "#app/lib/blog-categories.ts";
import type { PostStatus } from "#app/lib/post-status.ts";

export type AdminPostFilter = {
  /** Words of the title or the slug. */
  query?: string;
  status?: PostStatus;
  category?: BlogCategory;
};

export type AdminPostRow = {
  id: string;
  slug: string;
  title: string;
  status: PostStatus;
  category: BlogCategory;
  author: string;
  publishedAt: Date | null;
  updatedAt: Date;
};

/** Every post, drafts and scheduled ones too, most recently changed first. */
export async function listPostsForAdmin(
  db: Database,
  filter: AdminPostFilter,
): Promise<AdminPostRow[]> {
  const conditions: SQL[] = [];
  const query = filter.query?.trim();
  if (query) {
    // The words are data, never a pattern: % and _ match themselves.
    const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const matches = or(ilike(posts.title, like), ilike(posts.slug, like));
    if (matches) conditions.push(matches);
  }
  if (filter.status) conditions.push(eq(posts.status, filter.status));
  if (filter.category) conditions.push(eq(posts.category, filter.category));
  return db
    .select({
      id: posts.id,
      slug: posts.slug,
      title: posts.title,
      status: posts.status,
      category: posts.category,
      author: posts.authorName,
      publishedAt: posts.publishedAt,
      updatedAt: posts.updatedAt,
    })
    .from(posts)
    .where(and(...conditions))
    .orderBy(desc(posts.updatedAt), posts.slug);
}
