/** The blog's categories, in the order the filter shows them (after "All"). */
export const BLOG_CATEGORIES = ["Tech", "Wellness", "Business", "Culture"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** The category a `?category=` value names, in any case; anything else means all posts. */
export function readBlogCategory(value: string | null): BlogCategory | null {
  const wanted = value?.trim().toLowerCase();
  return BLOG_CATEGORIES.find((category) => category.toLowerCase() === wanted) ?? null;
}
