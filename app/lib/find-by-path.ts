/** The page among `pages` at this path, as `pathOf` reads it; a trailing slash leads to the same page. */
export function findByPath<Page>(
  pages: readonly Page[],
  pathname: string,
  pathOf: (page: Page) => string,
): Page | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return pages.find((page) => pathOf(page) === path);
}
