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
import { createdAt, partOf, randomId, timestamps } from "./columns.ts";

// Publishing: the blog's posts, written by admins in the editor.

export const posts = pgTable(
  "posts",
  {
    id: randomId(),
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
    /** A picture from the media library shown above the post and on its card. */
    coverImageId: uuid("cover_image_id"),
    coverAlt: text("cover_alt"),
    /** The date readers see; set when the post is first published. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** When a scheduled post goes live; the job runner publishes it then. */
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [index("posts_status_published_idx").on(table.status, table.publishedAt)],
);

/** What a revision keeps: every field an editor can change. */
export type PostSnapshot = Pick<
  typeof posts.$inferSelect,
  | "slug"
  | "title"
  | "excerpt"
  | "category"
  | "tags"
  | "authorName"
  | "featured"
  | "readTimeMinutes"
  | "seoTitle"
  | "seoDescription"
  | "body"
  | "coverImageId"
  | "coverAlt"
>;

/** A post as it was after one save that changed it: who saved it and when. */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: randomId(),
    postId: partOf("post_id", () => posts.id),
    snapshot: jsonb("snapshot").$type<PostSnapshot>().notNull(),
    /** The editor's account id; null when the account is gone or a job saved it. */
    editorId: text("editor_id"),
    editorName: text("editor_name").notNull(),
    /** Saved on its own while the editor typed: the next autosave within minutes replaces it. */
    autosave: boolean("autosave").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index("post_revisions_post_idx").on(table.postId, table.createdAt)],
);

/**
 * Addresses a post answered at before: an old slug redirects (301) to the post's current one, and
 * a deleted post's addresses (post_id null) answer 410 Gone.
 */
export const postRedirects = pgTable("post_redirects", {
  slug: text("slug").primaryKey(),
  postId: uuid("post_id").references(() => posts.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});
