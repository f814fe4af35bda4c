import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { RichTextDoc } from "#app/schemas/rich-text.ts";
import { createdAt, partOf, randomId, timestamps } from "./columns.ts";
import { newsletterSubscribers } from "./forms-schema.ts";
import { posts } from "./posts-schema.ts";

// Stellar Dispatch campaigns: what admins write to the confirmed subscribers, and who got it.

export type CampaignStatus = "draft" | "scheduled" | "sending" | "sent" | "paused";

export const newsletterCampaigns = pgTable("newsletter_campaigns", {
  id: randomId(),
  /** The campaign's name in links: utm_campaign and the "view in browser" address. */
  slug: text("slug").notNull().unique(),
  subject: text("subject").notNull(),
  previewText: text("preview_text").notNull().default(""),
  /** Written in the editor; null when the campaign sends a published post instead. */
  body: jsonb("body").$type<RichTextDoc>(),
  postId: uuid("post_id").references(() => posts.id, { onDelete: "set null" }),
  /** The interests a subscriber needs one of; empty: every confirmed subscriber. */
  interests: jsonb("interests").$type<string[]>().notNull().default([]),
  status: text("status").$type<CampaignStatus>().notNull().default("draft"),
  scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
  startedAt: timestamp("started_at", { withTimezone: true }),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  ...timestamps(),
});

/** `skipped`: the address unsubscribed or was suppressed after the send began. */
export type DeliveryState = "queued" | "sending" | "sent" | "failed" | "skipped";

/**
 * One row per campaign and recipient, made when the send starts. The unique key is what makes a
 * restarted send resume instead of mailing anyone twice.
 */
export const campaignDeliveries = pgTable(
  "campaign_deliveries",
  {
    id: randomId(),
    campaignId: partOf("campaign_id", () => newsletterCampaigns.id),
    subscriberId: partOf("subscriber_id", () => newsletterSubscribers.id),
    state: text("state").$type<DeliveryState>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    /** A temporary failure waits until then before the next try. */
    retryAt: timestamp("retry_at", { withTimezone: true }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    /** The presence id of the process sending it (see process-presence.ts). */
    claimedBy: integer("claimed_by"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("campaign_deliveries_recipient_idx").on(table.campaignId, table.subscriberId),
    index("campaign_deliveries_state_idx").on(table.campaignId, table.state),
  ],
);
