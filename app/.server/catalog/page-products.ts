import type { Database } from "#app/.server/db/client.ts";
import type { Product } from "#app/lib/product.ts";
import { getVisibleProducts } from "./products.ts";

/**
 * The products a content page names, in the page's order. A product an admin has hidden is
 * left out, so a page never offers what the shop no longer sells.
 */
export async function loadPageProducts(db: Database, ids: readonly string[]): Promise<Product[]> {
  const found = await getVisibleProducts(db, [...ids]);
  const byId = new Map(found.map((product) => [product.id, product]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
