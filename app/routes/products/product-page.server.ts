import { data } from "react-router";
import { loadPageProducts } from "#app/.server/catalog/page-products.ts";
import type { Database } from "#app/.server/db/client.ts";
import { productJsonLd, siteAddress } from "#app/lib/seo/json-ld.ts";

/**
 * The loader of a page that sells one product. The page is the product: once it is withdrawn
 * from the shop there is nothing to show, and the page answers 404. The page's content travels
 * with the product, so the browser gets it as data, not as code; so does the product's JSON-LD.
 */
export async function loadProductPage<Content extends { productId: string }>(
  site: { db: Database; publicUrl: string },
  content: Content,
) {
  const [product] = await loadPageProducts(site.db, [content.productId]);
  if (!product) return data({ product: null, content, jsonLd: null }, { status: 404 });
  return { product, content, jsonLd: productJsonLd(product, siteAddress(site.publicUrl)) };
}
