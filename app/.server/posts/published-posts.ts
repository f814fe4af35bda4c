import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { posts } from "#app/.server/db/posts-schema.ts";
import { readingMinutes } from "#app/.server/posts/post-text.ts";
import type { BlogCategory } from "#app/lib/blog-categories.ts";
import type { PostSummary } from "#app/lib/post-summary.ts";
import type { RichTextDoc } from "#app/schemas/rich-text.ts";

export type PublishedPost = PostSummary & {
  body: RichTextDoc;
  seoTitle: string;
  seoDescription: string;
};

type PostRow = typeof posts.$inferSelect;

function summaryOf(row: PostRow): PostSummary {
  const { slug, title, excerpt, category, authorType, featured, tags } = row;
  const readTime = row.readTimeMinutes ?? readingMinutes(row.body);
  const date = (row.publishedAt ?? row.createdAt).toISOString().slice(0, 10);
  const author = row.authorName;
  return { slug, title, excerpt, category, authorType, featured, tags, readTime, date, author };
}

const published = eq(posts.status, "published");

async function publishedRows(db: Database, where?: SQL): Promise<PostRow[]> {
  return db
    .select()
    .from(posts)
    .where(where ? and(published, where) : published)
    .orderBy(desc(posts.publishedAt), posts.slug);
}

/** The published posts, newest first; of one category when it is given. */
export async function listPublishedPosts(
  db: Database,
  category: BlogCategory | null = null,
): Promise<PostSummary[]> {
  const rows = await publishedRows(db, category ? eq(posts.category, category) : undefined);
  return rows.map(summaryOf);
}

/** The published posts with these slugs, in the order given; a slug not published is left out. */
export async function publishedPostsBySlug(
  db: Database,
  slugs: readonly string[],
): Promise<PostSummary[]> {
  if (slugs.length === 0) return [];
  const found = (await publishedRows(db, inArray(posts.slug, [...slugs]))).map(summaryOf);
  return slugs.flatMap((slug) => found.filter((post) => post.slug === slug));
}

/** Every published post with its body: for search, where the words are what is looked for. */
export async function listPublishedPostsWithBodies(db: Database): Promise<PublishedPost[]> {
  return (await publishedRows(db)).map(fullPostOf);
}

function fullPostOf(row: PostRow): PublishedPost {
  return {
    ...summaryOf(row),
    body: row.body,
    seoTitle: row.seoTitle ?? row.title,
    seoDescription: row.seoDescription ?? row.excerpt,
  };
}

/** The published post at this address, or null. */
export async function findPublishedPost(db: Database, slug: string): Promise<PublishedPost | null> {
  const [row] = await publishedRows(db, eq(posts.slug, slug));
  return row ? fullPostOf(row) : null;
}

/**
 * Any post by id as readers would see it once published, drafts included: what a preview link
 * shows. Null for an unknown id.
 */
export async function findPostForPreview(
  db: Database,
  id: string,
): Promise<(PublishedPost & { status: PostRow["status"] }) | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
  return row ? { ...fullPostOf(row), status: row.status } : null;
}
