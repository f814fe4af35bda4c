import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { posts } from "#app/.server/db/posts-schema.ts";
import { findMediaByIds } from "#app/.server/media/find-media.ts";
import { readingMinutes } from "#app/.server/posts/post-text.ts";
import type { BlogCategory } from "#app/lib/blog-categories.ts";
import type { LibraryImage } from "#app/lib/media.ts";
import type { PostSummary } from "#app/lib/post-summary.ts";
import { imageIdsOf, type RichTextDoc } from "#app/schemas/rich-text.ts";

export type PublishedPost = PostSummary & {
  body: RichTextDoc;
  /** The library pictures the body shows, by id. */
  images: Record<string, LibraryImage>;
  seoTitle: string;
  seoDescription: string;
};

type PostRow = typeof posts.$inferSelect;
type Pictures = Map<string, LibraryImage>;

/** Every library picture these posts show (covers, and bodies' too when asked), in one query. */
function picturesOf(db: Database, rows: readonly PostRow[], withBodies: boolean) {
  return findMediaByIds(
    db,
    rows.flatMap((row) => [
      ...(row.coverImageId ? [row.coverImageId] : []),
      ...(withBodies ? imageIdsOf(row.body) : []),
    ]),
  );
}

function summaryOf(row: PostRow, pictures: Pictures): PostSummary {
  const { slug, title, excerpt, category, authorType, featured, tags } = row;
  const readTime = row.readTimeMinutes ?? readingMinutes(row.body);
  const date = (row.publishedAt ?? row.createdAt).toISOString().slice(0, 10);
  const author = row.authorName;
  const image = row.coverImageId ? pictures.get(row.coverImageId) : undefined;
  const cover = image ? { ...image, alt: row.coverAlt || image.alt } : null;
  return {
    slug,
    title,
    excerpt,
    category,
    authorType,
    featured,
    tags,
    readTime,
    date,
    author,
    cover,
  };
}

async function summariesOf(db: Database, rows: PostRow[]): Promise<PostSummary[]> {
  const pictures = await picturesOf(db, rows, false);
  return rows.map((row) => summaryOf(row, pictures));
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
  return summariesOf(
    db,
    await publishedRows(db, category ? eq(posts.category, category) : undefined),
  );
}

/** The published posts with these slugs, in the order given; a slug not published is left out. */
export async function publishedPostsBySlug(
  db: Database,
  slugs: readonly string[],
): Promise<PostSummary[]> {
  if (slugs.length === 0) return [];
  const found = await summariesOf(db, await publishedRows(db, inArray(posts.slug, [...slugs])));
  return slugs.flatMap((slug) => found.filter((post) => post.slug === slug));
}

/** Every published post with its body: for search, where the words are what is looked for. */
export async function listPublishedPostsWithBodies(db: Database): Promise<PublishedPost[]> {
  const rows = await publishedRows(db);
  const pictures = await picturesOf(db, rows, true);
  return rows.map((row) => fullPostOf(row, pictures));
}

function fullPostOf(row: PostRow, pictures: Pictures): PublishedPost {
  const images: Record<string, LibraryImage> = {};
  for (const id of imageIdsOf(row.body)) {
    const image = pictures.get(id);
    if (image) images[id] = image;
  }
  return {
    ...summaryOf(row, pictures),
    body: row.body,
    images,
    seoTitle: row.seoTitle ?? row.title,
    seoDescription: row.seoDescription ?? row.excerpt,
  };
}

/** The published post at this address, or null. */
export async function findPublishedPost(db: Database, slug: string): Promise<PublishedPost | null> {
  const [row] = await publishedRows(db, eq(posts.slug, slug));
  return row ? fullPostOf(row, await picturesOf(db, [row], true)) : null;
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
  if (!row) return null;
  return { ...fullPostOf(row, await picturesOf(db, [row], true)), status: row.status };
}
