import type { MetaDescriptor } from "react-router";
import type { Product } from "#app/lib/product.ts";
import { productJsonLd } from "./json-ld.ts";
import {
  absoluteUrl,
  type MatchLike,
  type PageMetaInput,
  pageMeta,
  privatePageMeta,
} from "./meta.ts";

/*
 * Apart from meta.ts, which every page loads: through it the JSON-LD builders would ride on every
 * page, where only the pages that sell something need them.
 */

/**
 * The meta of a page that sells one product: a product page with the product's JSON-LD, or, once
 * the product is withdrawn and the page answers 404, "Page not found" kept out of search engines.
 */
export function productPageMeta(
  matches: readonly MatchLike[],
  product: Product | null | undefined,
  page: Pick<PageMetaInput, "title" | "description" | "path">,
): MetaDescriptor[] {
  if (!product) return privatePageMeta(matches, "Page not found");
  return pageMeta(matches, {
    ...page,
    type: "product",
    jsonLd: productJsonLd(product, (path) => absoluteUrl(matches, path)),
  });
}

/** The meta of a page that shows products among its other content, with each product's JSON-LD. */
export function productsPageMeta(
  matches: readonly MatchLike[],
  products: readonly Product[],
  page: Pick<PageMetaInput, "title" | "description" | "path">,
): MetaDescriptor[] {
  return pageMeta(matches, {
    ...page,
    jsonLd: products.map((product) => productJsonLd(product, (path) => absoluteUrl(matches, path))),
  });
}
