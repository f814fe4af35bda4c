import { absoluteUrl } from "#app/lib/page-meta.ts";
import { pageTitle } from "#app/lib/page-title.ts";

type MatchLike = { id: string; data?: unknown } | undefined;

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
