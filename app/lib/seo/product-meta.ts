import type { MetaDescriptor } from "react-router";
import type { JsonLd } from "./json-ld.ts";
import { type MatchLike, type PageMetaInput, pageMeta, privatePageMeta } from "./meta.ts";

/**
 * The meta of a page that sells one product, with the product's JSON-LD its loader built, or, once
 * the product is withdrawn (no JSON-LD) and the page answers 404, "Page not found" kept out of
 * search engines.
 */
export function productPageMeta(
  matches: readonly MatchLike[],
  jsonLd: JsonLd | null,
  page: Pick<PageMetaInput, "title" | "description" | "path" | "image">,
): MetaDescriptor[] {
  if (!jsonLd) return privatePageMeta(matches, "Page not found");
  return pageMeta(matches, { ...page, type: "product", jsonLd });
}
