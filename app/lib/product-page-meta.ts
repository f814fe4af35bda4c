import type { MetaDescriptor } from "react-router";
import { absoluteUrl, type PageMetaInput, pageMeta } from "./page-meta.ts";
import { privatePageMeta } from "./page-title.ts";
import type { Product } from "./product.ts";
import { productJsonLd } from "./structured-data.ts";

type MatchLike = Parameters<typeof pageMeta>[0][number];

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
