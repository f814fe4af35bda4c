import type { Database } from "#app/.server/db/client.ts";
import type { PostSnapshot } from "#app/.server/db/posts-schema.ts";
import type { JobRunner } from "#app/.server/jobs/runner.ts";
import { unusablePictureIds } from "#app/.server/media/find-media.ts";
import { wallClockToUtc } from "#app/lib/wall-clock.ts";
import { missingForLive, type PostForm, readTags, slugFromTitle } from "#app/schemas/post-form.ts";
import { imageIdsOf } from "#app/schemas/rich-text.ts";
import { type EditablePost, findEditablePost, savePost, setPostStatus } from "./post-editing.ts";
import { findRevision, type PostEditor } from "./post-revisions.ts";
import { queueScheduledPublish } from "./scheduled-publishing.ts";

export type PostCommandDeps = { db: Database; jobs: Pick<JobRunner, "enqueue"> };

/** What changed on the site, for the audit log and the editor's message. */
export type PostEvent = "published" | "scheduled" | "unpublished" | null;

export type EditOutcome =
  | {
      ok: true;
      post: EditablePost;
      changed: boolean;
      movedFrom: string | null;
      event: PostEvent;
    }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "invalid"; field: string; message: string };

/** The editor's fields as a post keeps them; an empty address follows the title. */
export function snapshotFromForm(form: PostForm, current: PostSnapshot): PostSnapshot {
  const title = form.title ?? "";
  return {
    slug: form.slug || slugFromTitle(title) || current.slug,
    title,
    excerpt: form.excerpt ?? "",
    category: form.category,
    tags: readTags(form.tags),
    authorName: form.authorName ?? "",
    featured: form.featured ?? false,
    readTimeMinutes: form.readTimeMinutes ?? null,
    seoTitle: form.seoTitle || null,
    seoDescription: form.seoDescription || null,
    body: form.body,
    coverImageId: form.coverImageId ?? null,
    coverAlt: form.coverImageId ? form.coverAlt || null : null,
  };
}

const invalid = (field: string, message: string): EditOutcome => ({
  ok: false,
  reason: "invalid",
  field,
  message,
});

/** The first picture the post names that the library cannot show, as what to tell the editor. */
async function unusablePicture(db: Database, fields: PostSnapshot): Promise<EditOutcome | null> {
  const cover = fields.coverImageId ? [fields.coverImageId] : [];
  const unusable = await unusablePictureIds(db, [...cover, ...imageIdsOf(fields.body)]);
  if (unusable.length === 0) return null;
  if (unusable.includes(fields.coverImageId ?? "")) {
    return invalid(
      "coverImageId",
      "The cover must be a picture in the media library with alt text",
    );
  }
  return invalid(
    "body",
    "A picture in the text is not in the media library or has no alt text: remove it",
  );
}

/**
 * One save from the editor: the fields, then what the intent asks of the post's status. The
 * server holds the rules whatever the page sent: a live post stays complete and is saved only
 * on purpose (never by autosave), and a schedule lies in the future.
 */
export async function applyPostEdit(
  deps: PostCommandDeps,
  input: { id: string; form: PostForm; editor: PostEditor; now: Date },
): Promise<EditOutcome> {
  const { db } = deps;
  const { form, now } = input;
  const current = await findEditablePost(db, input.id);
  if (!current) return { ok: false, reason: "not-found" };
  const live = current.status === "published";
  if (live && form.intent === "autosave") {
    return invalid(
      "body",
      "A published post is saved with Update, so readers never see a half-typed change.",
    );
  }
  const fields = snapshotFromForm(form, current);
  const goesLive = form.intent === "publish" || form.intent === "schedule";
  const stayingLive = live && form.intent === "save";
  const [missing] = goesLive || stayingLive ? missingForLive(fields) : [];
  if (missing) return invalid(missing.field, missing.message);
  const pictureProblem = await unusablePicture(db, fields);
  if (pictureProblem) return pictureProblem;
  let scheduleAt: Date | null = null;
  if (form.intent === "schedule") {
    scheduleAt = wallClockToUtc(form.scheduledFor ?? "", form.timeZone ?? "UTC");
    if (Number.isNaN(scheduleAt.getTime()) || scheduleAt <= now) {
      return invalid("scheduledFor", "Choose a time in the future");
    }
  }
  const saved = await savePost(db, input.id, fields, input.editor, {
    autosave: form.intent === "autosave",
    now,
  });
  if (!saved.ok) {
    return saved.reason === "slug-taken"
      ? invalid("slug", `Another post already uses /blog/${saved.slug}`)
      : saved;
  }
  const event = await applyIntent(deps, current, form, scheduleAt, now);
  const post = (await findEditablePost(db, input.id)) ?? saved.post;
  return { ok: true, post, changed: saved.changed, movedFrom: saved.movedFrom, event };
}

async function applyIntent(
  deps: PostCommandDeps,
  current: EditablePost,
  form: PostForm,
  scheduleAt: Date | null,
  now: Date,
): Promise<PostEvent> {
  const { db } = deps;
  if (form.intent === "publish" && current.status !== "published") {
    await setPostStatus(db, current.id, { status: "published", at: now });
    return "published";
  }
  if (form.intent === "schedule" && scheduleAt) {
    await setPostStatus(db, current.id, { status: "scheduled", at: scheduleAt });
    await queueScheduledPublish(deps.jobs, current.id, scheduleAt);
    return "scheduled";
  }
  if (form.intent === "unpublish" && current.status !== "draft") {
    await setPostStatus(db, current.id, { status: "draft" });
    return "unpublished";
  }
  return null;
}

/**
 * Brings back what a revision kept, as a new save (so it is itself a revision and can be undone).
 * A live post stays live only if the revision is complete; the address follows the revision's.
 */
export async function restoreRevision(
  deps: PostCommandDeps,
  input: { postId: string; revisionId: string; editor: PostEditor; now: Date },
): Promise<EditOutcome> {
  const { db } = deps;
  const current = await findEditablePost(db, input.postId);
  const revision = current ? await findRevision(db, input.postId, input.revisionId) : null;
  if (!current || !revision) return { ok: false, reason: "not-found" };
  const [missing] = current.status === "published" ? missingForLive(revision.snapshot) : [];
  if (missing) return invalid(missing.field, missing.message);
  const saved = await savePost(db, input.postId, revision.snapshot, input.editor, {
    autosave: false,
    now: input.now,
  });
  if (!saved.ok) {
    return saved.reason === "slug-taken"
      ? invalid("slug", `Another post now uses /blog/${saved.slug}`)
      : saved;
  }
  return {
    ok: true,
    post: saved.post,
    changed: saved.changed,
    movedFrom: saved.movedFrom,
    event: null,
  };
}
