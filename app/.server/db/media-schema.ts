import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import type { MediaVariant } from "#app/lib/media.ts";
import { randomId, timestamps } from "./columns.ts";
import { users } from "./schema.ts";
import { belongsToProduct } from "./shop-schema.ts";

// The media library: pictures uploaded by admins, kept as re-encoded variants only.

export const media = pgTable(
  "media",
  {
    id: randomId(),
    /** The name the file had on the admin's computer, for the admin list only. */
    originalName: text("original_name").notNull(),
    /** Null until an admin describes the picture; a picture without it cannot be used. */
    alt: text("alt"),
    /** The upright picture's size (after its EXIF orientation), before any resizing. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** What the upload was, read from its bytes: jpeg, png, webp or avif. */
    sourceFormat: text("source_format").notNull(),
    sourceBytes: integer("source_bytes").notNull(),
    /** SHA-256 of the uploaded bytes: the same file uploaded twice is one picture. */
    contentHash: text("content_hash").notNull().unique(),
    variants: jsonb("variants").$type<MediaVariant[]>().notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (table) => [index("media_created_idx").on(table.createdAt)],
);

/** A product's pictures from the library, in order: the first is the main one. */
export const productMedia = pgTable(
  "product_media",
  {
    productId: belongsToProduct(),
    // A picture a product shows cannot be deleted from under it.
    mediaId: uuid("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "restrict" }),
    position: integer("position").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.mediaId] }),
    index("product_media_media_idx").on(table.mediaId),
  ],
);
