const FALLBACK_SITE_NAME = "Celestial Collective";

/**
 * "{page} — {site name}", with the site name the root loader read (admins can rename the site),
 * so no route hard-codes it.
 */
export type MatchLike = { id: string; data?: unknown } | undefined;

export function pageTitle(matches: readonly MatchLike[], page?: string): string {
  const root = matches.find((match) => match?.id === "root")?.data as
    | { config?: { siteName?: string } }
    | undefined;
  const siteName = root?.config?.siteName ?? FALLBACK_SITE_NAME;
  return page ? `${page} — ${siteName}` : siteName;
}

/** The meta of a page for members only: its title, and kept out of search engines. */
export function privatePageMeta(matches: readonly MatchLike[], page: string) {
  return [{ title: pageTitle(matches, page) }, { name: "robots", content: "noindex" }];
}
