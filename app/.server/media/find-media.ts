import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { media, productMedia } from "#app/.server/db/media-schema.ts";
import { type LibraryImage, variantSources } from "#app/lib/media.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that can name a picture; anything else (a hand-edited body, an old link) names none. */
const validIds = (ids: Iterable<string>) => [...new Set(ids)].filter((id) => UUID.test(id));

type Row = Pick<typeof media.$inferSelect, "id" | "alt" | "width" | "height" | "variants">;

export function toLibraryImage(row: Row & { alt: string }): LibraryImage {
  return {
    id: row.id,
    alt: row.alt,
    width: row.width,
    height: row.height,
    variants: variantSources(row.variants),
  };
}

const imageColumns = {
  id: media.id,
  alt: media.alt,
  width: media.width,
  height: media.height,
  variants: media.variants,
};

/**
 * The pictures a page shows, by id. A picture without alt text is not ready to be shown and is
 * left out, as is an id that names none: the page draws what it has without it.
 */
export async function findMediaByIds(
  db: Database,
  ids: Iterable<string>,
): Promise<Map<string, LibraryImage>> {
  const wanted = validIds(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select(imageColumns)
    .from(media)
    .where(and(inArray(media.id, wanted), isNotNull(media.alt)));
  return new Map(rows.map((row) => [row.id, toLibraryImage({ ...row, alt: row.alt ?? "" })]));
}

/**
 * Which of these ids a page could not show: not in the library, or not described yet (alt text is
 * required before a picture is used). Empty when every one can be shown.
 */
export async function unusablePictureIds(db: Database, ids: readonly string[]): Promise<string[]> {
  const found = await findMediaByIds(db, ids);
  return [...new Set(ids)].filter((id) => !found.has(id));
}

/** Each product's library pictures in order, the main one first; products without any are absent. */
export async function findProductPictures(
  db: Database,
  productIds: readonly string[],
): Promise<Map<string, LibraryImage[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: productMedia.productId, ...imageColumns })
    .from(productMedia)
    .innerJoin(media, eq(media.id, productMedia.mediaId))
    .where(and(inArray(productMedia.productId, [...productIds]), isNotNull(media.alt)))
    .orderBy(asc(productMedia.productId), asc(productMedia.position));
  const pictures = new Map<string, LibraryImage[]>();
  for (const row of rows) {
    const image = toLibraryImage({ ...row, alt: row.alt ?? "" });
    pictures.set(row.productId, [...(pictures.get(row.productId) ?? []), image]);
  }
  return pictures;
}
