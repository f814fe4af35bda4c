import { data } from "react-router";
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

/**
 * The loader of a page that sells one product. The page is the product: once it is withdrawn
 * from the shop there is nothing to show, and the page answers 404. The page's content travels
 * with the product, so the browser gets it as data, not as code.
 */
export async function loadProductPage<Content extends { productId: string }>(
  db: Database,
  content: Content,
) {
  const [product] = await loadPageProducts(db, [content.productId]);
  if (!product) return data({ product: null, content }, { status: 404 });
  return { product, content };
}
