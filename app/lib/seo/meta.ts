import { isRouteErrorResponse, type MetaDescriptor } from "react-router";

/**
 * What a page tells browsers, search engines and share previews: its title, description,
 * canonical link, Open Graph tags, JSON-LD, and `noindex` for pages that are not for search.
 */
export type MatchLike = { id: string; data?: unknown } | undefined;

const FALLBACK_SITE_NAME = "Celestial Collective";

/** The root loader's configuration, which every route match list carries. */
function rootConfig(matches: readonly MatchLike[]) {
  const root = matches.find((match) => match?.id === "root")?.data as
    | { config?: { siteName?: string; publicUrl?: string } }
    | undefined;
  return root?.config;
}

/**
 * "{page} — {site name}", with the site name the root loader read (admins can rename the site),
 * so no route hard-codes it.
 */
export function pageTitle(matches: readonly MatchLike[], page?: string): string {
  const siteName = rootConfig(matches)?.siteName ?? FALLBACK_SITE_NAME;
  return page ? `${page} — ${siteName}` : siteName;
}

/** The meta of a page that is not for search engines (members only, a 404, a receipt). */
export function privatePageMeta(matches: readonly MatchLike[], page: string) {
  return [{ title: pageTitle(matches, page) }, { name: "robots", content: "noindex" }];
}

/** The absolute URL of a path on this site, as the root loader knows the site's origin. */
export function absoluteUrl(matches: readonly MatchLike[], path: string): string {
  return /^https?:\/\//.test(path) ? path : `${rootConfig(matches)?.publicUrl ?? ""}${path}`;
}

/**
 * The meta of a page from its content's `meta` and `path`. A page whose loader hands over its
 * content (so the browser does not download the content as code) passes the loader's data: while
 * the loader has failed there is none, and nothing is said while the error page shows instead.
 */
export function loadedPageMeta(
  matches: readonly MatchLike[],
  page: { meta: { title: string; description: string }; path: string } | undefined,
): MetaDescriptor[] {
  return page ? pageMeta(matches, { ...page.meta, path: page.path }) : [];
}

/**
 * The meta of a page at `path` whose loader returns `{ content }` and, for a page that lists
 * products, the JSON-LD it built from what it read; nothing while the loader has failed.
 */
export function loaderPageMeta(
  matches: readonly MatchLike[],
  data:
    | {
        content: { meta: { title: string; description: string } };
        jsonLd?: PageMetaInput["jsonLd"];
      }
    | undefined,
  path: string,
): MetaDescriptor[] {
  return data ? pageMeta(matches, { ...data.content.meta, path, jsonLd: data.jsonLd }) : [];
}

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
  /** A page for one person (a receipt, a booking): shareable, but kept out of search results. */
  noindex?: boolean;
};

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
  if (input.noindex) descriptors.push({ name: "robots", content: "noindex" });
  if (input.image) {
    descriptors.push({ property: "og:image", content: absoluteUrl(matches, input.image) });
  }
  const jsonLd = input.jsonLd === undefined ? [] : [input.jsonLd].flat();
  for (const data of jsonLd) {
    descriptors.push({ "script:ld+json": { "@context": "https://schema.org", ...data } });
  }
  return descriptors;
}

const ERROR_TITLES: Record<number, string> = {
  403: "Admin Access Required",
  404: "Page not found",
  503: "Down for Maintenance",
};

/** The title of an error screen (route meta only gets `error` when its boundary draws one). */
export function errorMeta(args: {
  error: unknown;
  matches: readonly MatchLike[];
}): MetaDescriptor[] {
  if (!args.error) return [];
  const status = isRouteErrorResponse(args.error) ? args.error.status : 500;
  return privatePageMeta(args.matches, ERROR_TITLES[status] ?? "Something Went Wrong");
}

/** Tells feed readers where the blog's RSS feed is. */
export function rssLink(matches: readonly MatchLike[]) {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: pageTitle(matches, "Blog"),
    href: absoluteUrl(matches, "/blog/rss.xml"),
  };
}
