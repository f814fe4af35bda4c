import type { MetaDescriptor } from "react-router";
import { pageTitle } from "./page-title.ts";

type MatchLike = { id: string; data?: unknown } | undefined;

export type PageMetaInput = {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** The page's path on this site, e.g. "/blog/my-post": the canonical and shared URL. */
  path: string;
  /** A path under /images/ or a full URL shown when the page is shared. */
  image?: string;
  type?: "website" | "article" | "product";
  /** Structured data (schema.org objects) for search engines. */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
};

function publicUrlOf(matches: readonly MatchLike[]): string {
  const root = matches.find((match) => match?.id === "root")?.data as
    | { config?: { publicUrl?: string } }
    | undefined;
  return root?.config?.publicUrl ?? "";
}

/** The absolute URL of a path on this site, as the root loader knows the site's origin. */
export function absoluteUrl(matches: readonly MatchLike[], path: string): string {
  return /^https?:\/\//.test(path) ? path : `${publicUrlOf(matches)}${path}`;
}

/**
 * Everything a public page tells search engines and share previews: the title with the site name,
 * the description, the canonical link, Open Graph and Twitter tags, and optional JSON-LD.
 */
export function pageMeta(matches: readonly MatchLike[], input: PageMetaInput): MetaDescriptor[] {
  const title = pageTitle(matches, input.title);
  const url = absoluteUrl(matches, input.path);
  const siteName = pageTitle(matches);
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
  ];
  if (input.image) {
    descriptors.push({ property: "og:image", content: absoluteUrl(matches, input.image) });
  }
  const jsonLd = input.jsonLd === undefined ? [] : [input.jsonLd].flat();
  for (const data of jsonLd) {
    descriptors.push({ "script:ld+json": { "@context": "https://schema.org", ...data } });
  }
  return descriptors;
}
