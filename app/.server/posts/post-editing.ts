import { randomBytes } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { type PostSnapshot, postRedirects, posts } from "#app/.server/db/posts-schema.ts";
import type { PostStatus } from "#app/lib/post-status.ts";
import { type PostEditor, recordRevision } from "./post-revisions.ts";

export type EditablePost = PostSnapshot & {
  id: string;
  status: PostStatus;
  publishedAt: Date | null;
  scheduledFor: Date | null;
  updatedAt: Date;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const snapshotColumns = {
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  category: posts.category,
  tags: posts.tags,
  authorName: posts.authorName,
  featured: posts.featured,
  readTimeMinutes: posts.readTimeMinutes,
  seoTitle: posts.seoTitle,
  seoDescription: posts.seoDescription,
  body: posts.body,
  coverImageId: posts.coverImageId,
  coverAlt: posts.coverAlt,
};

/** A post as the editor opens it, or null for an unknown id (any string may come from a URL). */
export async function findEditablePost(db: Database, id: string): Promise<EditablePost | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select({
      ...snapshotColumns,
      id: posts.id,
      status: posts.status,
      publishedAt: posts.publishedAt,
      scheduledFor: posts.scheduledFor,
      updatedAt: posts.updatedAt,
    })
    .from(posts)
    .where(eq(posts.id, id))
    .limit(1);
  return row ?? null;
}

/** A new, empty draft written by `editor`; its address is a placeholder until it gets a title. */
export async function createDraft(db: Database, editor: PostEditor, now: Date): Promise<string> {
  const snapshot: PostSnapshot = {
    slug: `draft-${randomBytes(4).toString("hex")}`,
    title: "",
    excerpt: "",
    category: "Tech",
    tags: [],
    authorName: editor.name,
    featured: false,
    readTimeMinutes: null,
    seoTitle: null,
    seoDescription: null,
    body: { type: "doc", content: [{ type: "paragraph" }] },
    coverImageId: null,
    coverAlt: null,
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(posts)
      .values({ ...snapshot, createdAt: now, updatedAt: now })
      .returning({ id: posts.id });
    if (!row) throw new Error("the new draft was not written");
    await recordRevision(tx, row.id, snapshot, editor, { autosave: false, now });
    return row.id;
  });
}

/** JSON with every object's keys sorted: jsonb gives keys back in its own order, not the editor's. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

function sameSnapshot(a: PostSnapshot, b: PostSnapshot): boolean {
  return (Object.keys(snapshotColumns) as (keyof PostSnapshot)[]).every(
    (key) => canonical(a[key]) === canonical(b[key]),
  );
}

export type SaveOutcome =
  | { ok: true; changed: boolean; movedFrom: string | null; post: EditablePost }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "slug-taken"; slug: string };

/**
 * Writes the editor's fields. A change keeps a revision; a new address of a post that has been
 * public keeps the old one answering with a redirect, and an address another post now takes
 * stops redirecting.
 */
export async function savePost(
  db: Database,
  id: string,
  fields: PostSnapshot,
  editor: PostEditor,
  options: { autosave: boolean; now: Date },
): Promise<SaveOutcome> {
  const current = await findEditablePost(db, id);
  if (!current) return { ok: false, reason: "not-found" };
  if (sameSnapshot(current, fields)) {
    return { ok: true, changed: false, movedFrom: null, post: current };
  }
  const moved = current.slug !== fields.slug;
  if (moved) {
    const [taken] = await db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.slug, fields.slug), ne(posts.id, id)))
      .limit(1);
    if (taken) return { ok: false, reason: "slug-taken", slug: fields.slug };
  }
  return db.transaction(async (tx) => {
    if (moved) {
      await tx.delete(postRedirects).where(eq(postRedirects.slug, fields.slug));
      if (current.publishedAt) {
        await tx
          .insert(postRedirects)
          .values({ slug: current.slug, postId: id, createdAt: options.now })
          .onConflictDoUpdate({ target: postRedirects.slug, set: { postId: id } });
      }
    }
    await tx
      .update(posts)
      .set({ ...fields, updatedAt: options.now })
      .where(eq(posts.id, id));
    await recordRevision(tx, id, fields, editor, options);
    return {
      ok: true as const,
      changed: true,
      movedFrom: moved && current.publishedAt ? current.slug : null,
      post: { ...current, ...fields, updatedAt: options.now },
    };
  });
}

/** Moves a post to `status`; publishing for the first time sets the date readers see. */
export async function setPostStatus(
  db: Database,
  id: string,
  change:
    | { status: "published"; at: Date }
    | { status: "scheduled"; at: Date }
    | { status: "draft" },
): Promise<boolean> {
  const values =
    change.status === "published"
      ? {
          status: change.status,
          scheduledFor: null,
          publishedAt: sql`coalesce(${posts.publishedAt}, ${change.at.toISOString()}::timestamptz)`,
        }
      : change.status === "scheduled"
        ? { status: change.status, scheduledFor: change.at }
        : { status: change.status, scheduledFor: null };
  const rows = await db
    .update(posts)
    .set(values)
    .where(eq(posts.id, id))
    .returning({ id: posts.id });
  return rows.length > 0;
}

/**
 * Deletes a post and its revisions; every address it answered at now answers 410 Gone, so
 * readers and search engines learn it was taken down rather than mistyped.
 */
export async function deletePost(
  db: Database,
  id: string,
  now: Date,
): Promise<{ slug: string; title: string } | null> {
  const post = await findEditablePost(db, id);
  if (!post) return null;
  await db.transaction(async (tx) => {
    if (post.publishedAt) {
      await tx
        .insert(postRedirects)
        .values({ slug: post.slug, postId: null, createdAt: now })
        .onConflictDoUpdate({ target: postRedirects.slug, set: { postId: null } });
    }
    await tx.delete(posts).where(eq(posts.id, id));
  });
  return { slug: post.slug, title: post.title };
}

/** Where an address that no post holds went: to another slug, gone for good, or nowhere known. */
export async function findOldAddress(
  db: Database,
  slug: string,
): Promise<{ movedTo: string } | { gone: true } | null> {
  const [row] = await db
    .select({ current: posts.slug, status: posts.status })
    .from(postRedirects)
    .leftJoin(posts, eq(posts.id, postRedirects.postId))
    .where(eq(postRedirects.slug, slug))
    .limit(1);
  if (!row) return null;
  if (row.current === null) return { gone: true };
  // A post taken back to draft is not public: its old addresses say nothing about it.
  return row.status === "published" ? { movedTo: row.current } : null;
}
