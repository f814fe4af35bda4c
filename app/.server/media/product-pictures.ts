import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { media, productMedia } from "#app/.server/db/media-schema.ts";

/**
 * Why these pictures cannot be a product's, or null when they can: each must be in the library
 * and described (alt text is required before a picture is used).
 */
export async function unusablePictures(db: Database, ids: string[]): Promise<string | null> {
  if (ids.length === 0) return null;
  const found = await db
    .select({ id: media.id })
    .from(media)
    .where(and(inArray(media.id, ids), isNotNull(media.alt)));
  if (found.length === new Set(ids).size) return null;
  return "Every picture needs alt text in the media library before a product can show it";
}

/** A product's picture ids in order, the main one first. */
export async function productPictureIds(db: Database, productId: string): Promise<string[]> {
  const rows = await db
    .select({ id: productMedia.mediaId })
    .from(productMedia)
    .where(eq(productMedia.productId, productId))
    .orderBy(asc(productMedia.position));
  return rows.map((row) => row.id);
}

/** Replaces a product's pictures with these, in this order. */
export async function setProductPictures(
  db: Database,
  productId: string,
  ids: string[],
): Promise<void> {
  await db.delete(productMedia).where(eq(productMedia.productId, productId));
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  await db
    .insert(productMedia)
    .values(unique.map((mediaId, position) => ({ productId, mediaId, position })));
}
