import { desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { media } from "#app/.server/db/media-schema.ts";
import { isForeignKeyViolation } from "#app/.server/db/pg-errors.ts";
import { type ProcessRefusal, processImage } from "#app/.server/media/process-image.ts";
import type { MediaStorage } from "#app/.server/media/storage.ts";
import { findMediaUsage, type MediaUse } from "#app/.server/media/usage.ts";
import { type LibraryImage, MEDIA_CONTENT_TYPES, variantSources } from "#app/lib/media.ts";

/** What the library needs: its rows and its files. */
export type MediaDeps = { db: Database; storage: MediaStorage };

/** A picture as the admin list and the picker show it. */
export type MediaItem = {
  id: string;
  originalName: string;
  /** Null until given: the picture is listed, but cannot be used yet. */
  alt: string | null;
  width: number;
  height: number;
  sourceFormat: string;
  /** The upload's size, and what its variants take together. */
  sourceBytes: number;
  storedBytes: number;
  createdAt: Date;
  variants: LibraryImage["variants"];
};

type Row = typeof media.$inferSelect;

function toItem(row: Row): MediaItem {
  return {
    id: row.id,
    originalName: row.originalName,
    alt: row.alt,
    width: row.width,
    height: row.height,
    sourceFormat: row.sourceFormat,
    sourceBytes: row.sourceBytes,
    storedBytes: row.variants.reduce((total, variant) => total + variant.bytes, 0),
    createdAt: row.createdAt,
    variants: variantSources(row.variants),
  };
}

export type UploadOutcome =
  | { ok: true; media: MediaItem; existing: boolean }
  | { ok: false; reason: ProcessRefusal; error: string };

/** A file name as the admin list shows it: its last path part, without control characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return printable.slice(0, 200) || "image";
}

/**
 * Adds an upload to the library: checked and re-encoded (see processImage), its variants written
 * to the storage, then its row. The same file uploaded again is the picture already there.
 */
export async function uploadMedia(
  deps: MediaDeps,
  input: { bytes: Buffer; name: string; userId: string | null },
): Promise<UploadOutcome> {
  const { db, storage } = deps;
  const name = cleanName(input.name);
  const processed = await processImage(input.bytes, name);
  if (!processed.ok) return processed;
  const { image } = processed;
  const [known] = await db.select().from(media).where(eq(media.contentHash, image.contentHash));
  if (known) return { ok: true, media: toItem(known), existing: true };
  for (const file of image.files) {
    await storage.put(file.variant.key, file.bytes, MEDIA_CONTENT_TYPES[file.variant.format]);
  }
  const [row] = await db
    .insert(media)
    .values({
      originalName: name,
      width: image.width,
      height: image.height,
      sourceFormat: image.sourceFormat,
      sourceBytes: input.bytes.length,
      contentHash: image.contentHash,
      variants: image.files.map((file) => file.variant),
      createdBy: input.userId,
    })
    .onConflictDoNothing({ target: media.contentHash })
    .returning();
  if (row) return { ok: true, media: toItem(row), existing: false };
  // The same file was added by another request just now: that row is the picture.
  const [raced] = await db.select().from(media).where(eq(media.contentHash, image.contentHash));
  if (!raced) throw new Error("the uploaded picture was neither inserted nor found");
  return { ok: true, media: toItem(raced), existing: true };
}

/** The library, newest first; `query` looks in the alt text and the file name. */
export async function listMedia(
  db: Database,
  options: { query?: string; limit?: number } = {},
): Promise<MediaItem[]> {
  const pattern = options.query ? `%${options.query.replace(/[\\%_]/g, "\\$&")}%` : null;
  const rows = await db
    .select()
    .from(media)
    .where(pattern ? or(ilike(media.alt, pattern), ilike(media.originalName, pattern)) : undefined)
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(options.limit ?? 200);
  return rows.map(toItem);
}

export async function getMedia(db: Database, id: string): Promise<MediaItem | null> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row ? toItem(row) : null;
}

/** Describes a picture; null when there is no such picture. */
export async function setMediaAlt(
  db: Database,
  id: string,
  alt: string,
): Promise<MediaItem | null> {
  const [row] = await db.update(media).set({ alt }).where(eq(media.id, id)).returning();
  return row ? toItem(row) : null;
}

export type DeleteOutcome =
  | { ok: true; media: MediaItem }
  | { ok: false; error: string; usage: MediaUse[] };

/**
 * Deletes a picture no post or product shows, and its files (those no other picture shares: two
 * uploads that differ only in metadata make the same variants). A picture in use is refused with
 * the list of where; the product pictures' foreign key refuses one taken into use meanwhile.
 */
export async function deleteMedia(deps: MediaDeps, id: string): Promise<DeleteOutcome> {
  const { db, storage } = deps;
  const refuseInUse = (usage: MediaUse[]): DeleteOutcome => ({
    ok: false,
    error: "This image is still in use, so it was not deleted. Remove it from these first:",
    usage,
  });
  const usage = await findMediaUsage(db, id);
  if (usage.length > 0) return refuseInUse(usage);
  let row: Row | undefined;
  try {
    [row] = await db.delete(media).where(eq(media.id, id)).returning();
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    return refuseInUse(await findMediaUsage(db, id));
  }
  if (!row) return { ok: false, error: "That image is no longer in the library.", usage: [] };
  await storage.remove(await unsharedKeys(db, row));
  return { ok: true, media: toItem(row) };
}

/** The deleted picture's files that no remaining picture names. */
async function unsharedKeys(db: Database, row: Row): Promise<string[]> {
  const keys: string[] = [];
  for (const variant of row.variants) {
    const [other] = await db
      .select({ id: media.id })
      .from(media)
      .where(sql`${media.variants} @> ${JSON.stringify([{ key: variant.key }])}::jsonb`)
      .limit(1);
    if (!other) keys.push(variant.key);
  }
  return keys;
}
