import { asc, eq } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { productMedia } from "#app/.server/db/media-schema.ts";
import { unusablePictureIds } from "./find-media.ts";

/**
 * Why these pictures cannot be a product's, or null when they can: each must be in the library
 * and described (alt text is required before a picture is used).
 */
export async function unusablePictures(db: Database, ids: string[]): Promise<string | null> {
  if ((await unusablePictureIds(db, ids)).length === 0) return null;
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
