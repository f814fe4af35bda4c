import type { BlogCategory } from "#app/lib/blog-categories.ts";
import type { LibraryImage } from "#app/lib/media.ts";

/** What a card shows of a published post: everything but its body. */
export type PostSummary = {
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  readTime: number;
  author: string;
  authorType: "Person" | "Organization";
  /** The publication day, YYYY-MM-DD (UTC). */
  date: string;
  featured: boolean;
  tags: string[];
  /** From the media library, with the post's own alt text; null without one. */
  cover: LibraryImage | null;
};
