import { and, desc, eq, notInArray } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { type PostSnapshot, postRevisions } from "#app/.server/db/posts-schema.ts";

/** Revisions kept per post; older ones go as new ones come. */
export const REVISIONS_KEPT = 50;

/** An autosave within this long of the same editor's last autosave replaces it. */
const AUTOSAVE_MERGE_MS = 10 * 60_000;

/** Who saved: an admin's account, or the job runner publishing on schedule. */
export type PostEditor = { id: string | null; name: string };

export type RevisionSummary = {
  id: string;
  editorName: string;
  autosave: boolean;
  createdAt: Date;
};

/** Any query runner: the database or a transaction inside it. */
type Runner = Pick<Database, "select" | "insert" | "update" | "delete">;

/**
 * Keeps the post as it is after a save. Autosaves while typing would otherwise fill the history
 * with every pause: one editor's autosaves within ten minutes of each other make one revision.
 */
export async function recordRevision(
  db: Runner,
  postId: string,
  snapshot: PostSnapshot,
  editor: PostEditor,
  options: { autosave: boolean; now: Date },
): Promise<void> {
  const [latest] = await db
    .select({
      id: postRevisions.id,
      editorId: postRevisions.editorId,
      autosave: postRevisions.autosave,
      createdAt: postRevisions.createdAt,
    })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.createdAt))
    .limit(1);
  const merges =
    options.autosave &&
    latest?.autosave &&
    latest.editorId === editor.id &&
    options.now.getTime() - latest.createdAt.getTime() < AUTOSAVE_MERGE_MS;
  if (latest && merges) {
    await db.update(postRevisions).set({ snapshot }).where(eq(postRevisions.id, latest.id));
    return;
  }
  await db.insert(postRevisions).values({
    postId,
    snapshot,
    editorId: editor.id,
    editorName: editor.name,
    autosave: options.autosave,
    createdAt: options.now,
  });
  const kept = db
    .select({ id: postRevisions.id })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.createdAt))
    .limit(REVISIONS_KEPT);
  await db
    .delete(postRevisions)
    .where(and(eq(postRevisions.postId, postId), notInArray(postRevisions.id, kept)));
}

/** A post's revisions, newest first. */
export async function listRevisions(db: Database, postId: string): Promise<RevisionSummary[]> {
  return db
    .select({
      id: postRevisions.id,
      editorName: postRevisions.editorName,
      autosave: postRevisions.autosave,
      createdAt: postRevisions.createdAt,
    })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.createdAt));
}

/** One revision of one post, with what it kept; null when the post has no such revision. */
export async function findRevision(
  db: Database,
  postId: string,
  revisionId: string,
): Promise<(RevisionSummary & { snapshot: PostSnapshot }) | null> {
  const [row] = await db
    .select({
      id: postRevisions.id,
      editorName: postRevisions.editorName,
      autosave: postRevisions.autosave,
      createdAt: postRevisions.createdAt,
      snapshot: postRevisions.snapshot,
    })
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, postId), eq(postRevisions.id, revisionId)))
    .limit(1);
  return row ?? null;
}
