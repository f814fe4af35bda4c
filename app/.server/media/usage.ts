import { asc, eq, or, sql } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { productMedia } from "#app/.server/db/media-schema.ts";
import { posts } from "#app/.server/db/posts-schema.ts";
import { products } from "#app/.server/db/shop-schema.ts";

/** Somewhere a library picture is shown, as the admin is told before a deletion is refused. */
export type MediaUse = { kind: "post" | "product"; title: string; href: string };

/**
 * Every post and product that shows the picture: a post's cover, an image anywhere in a post's
 * body (the editor's image nodes carry `attrs.mediaId`), a product's pictures. jsonpath's `.**`
 * walks the whole document, so nested nodes (a list item's, a quote's) count too.
 */
export async function findMediaUsage(db: Database, mediaId: string): Promise<MediaUse[]> {
  const inBody = sql`jsonb_path_exists(${posts.body}, '$.** ? (@.mediaId == $id)', jsonb_build_object('id', ${mediaId}::text))`;
  const postRows = await db
    .select({ title: posts.title, slug: posts.slug })
    .from(posts)
    .where(or(eq(posts.coverImageId, mediaId), inBody))
    .orderBy(asc(posts.title));
  const productRows = await db
    .select({ id: products.id, name: products.name })
    .from(productMedia)
    .innerJoin(products, eq(products.id, productMedia.productId))
    .where(eq(productMedia.mediaId, mediaId))
    .orderBy(asc(products.name));
  return [
    ...postRows.map((post) => ({
      kind: "post" as const,
      title: post.title,
      href: `/admin/posts?q=${encodeURIComponent(post.slug)}`,
    })),
    ...productRows.map((product) => ({
      kind: "product" as const,
      title: product.name,
      href: `/admin/products/${product.id}`,
    })),
  ];
}
