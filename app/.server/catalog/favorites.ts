import { and, desc, eq } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { favorites, products } from "#app/.server/db/shop-schema.ts";
import type { Product } from "#app/lib/product.ts";
import { getVisibleProducts } from "./products.ts";

/** The ids of the member's favourites, most recently saved first. */
export async function listFavoriteIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt));
  return rows.map((row) => row.productId);
}

/** The member's favourites that are still in the shop, most recently saved first. */
export async function listFavoriteProducts(db: Database, userId: string): Promise<Product[]> {
  const order = await listFavoriteIds(db, userId);
  const found = await getVisibleProducts(db, order);
  return found.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
}

/** Saves or unsaves a product; answers whether it is a favourite now, or null if no such product. */
export async function setFavorite(
  db: Database,
  userId: string,
  productId: string,
  favorite: boolean,
): Promise<boolean | null> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.hidden, false)))
    .limit(1);
  if (!product) return null;
  if (favorite) {
    await db.insert(favorites).values({ userId, productId }).onConflictDoNothing();
  } else {
    await db
      .delete(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
  }
  return favorite;
}
