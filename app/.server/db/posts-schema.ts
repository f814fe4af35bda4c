import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { BlogCategory } from "#app/lib/blog-categories.ts";
import type { PostStatus } from "#app/lib/post-status.ts";
import type { RichTextDoc } from "#app/schemas/rich-text.ts";
import { createdAt, updatedAt } from "./columns.ts";

// Publishing: the blog's posts, written by admins in the editor.

export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The post's address under /blog/. */
    slug: text("slug").notNull().unique(),
    status: text("status").$type<PostStatus>().notNull().default("draft"),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    category: text("category").$type<BlogCategory>().notNull(),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    authorName: text("author_name").notNull(),
    /** A desk or team writes as an organisation; search engines are told which. */
    authorType: text("author_type").$type<"Person" | "Organization">().notNull().default("Person"),
    featured: boolean("featured").notNull().default(false),
    /** Minutes, as the editor set them; null: counted from the body. */
    readTimeMinutes: integer("read_time_minutes"),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    body: jsonb("body").$type<RichTextDoc>().notNull(),
    /** The date readers see; set when the post is first published. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("posts_status_published_idx").on(table.status, table.publishedAt)],
);
