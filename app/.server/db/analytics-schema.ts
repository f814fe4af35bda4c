import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from "drizzle-orm/pg-core";

import type { WebVitalName } from "#app/lib/analytics/web-vitals.ts";
import { createdAt } from "./columns.ts";

// First-party analytics: raw events kept for a while, daily aggregates kept for good.

/**
 * One page view, one engagement report (time on a page) or one web vital of a page. `visitor` is a keyed hash that changes
 * every day and cannot be turned back into an address or a browser: no address, user agent or
 * cookie is stored. Rows older than the retention period are deleted once their day is rolled up.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
    kind: text("kind").$type<"pageview" | "engagement" | "vital">().notNull(),
    visitor: text("visitor").notNull(),
    path: text("path").notNull(),
    /** The referring site's host, or null for a direct visit or a visit from this site. */
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    device: text("device").$type<"mobile" | "tablet" | "desktop">().notNull(),
    /** Engagement events only: how long the page was visible, in milliseconds. */
    engagedMs: integer("engaged_ms"),
    /** Web-vital events only: which one (LCP, INP, CLS, TTFB) and its value. */
    vital: text("vital").$type<WebVitalName>(),
    vitalValue: doublePrecision("vital_value"),
  },
  (table) => [index("analytics_events_created_idx").on(table.createdAt)],
);

/** The secret mixed into each day's visitor hashes; a day's salt is deleted the day after. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

/** One row per day: the totals a dashboard sums over its range. */
export const analyticsDaily = pgTable("analytics_daily", {
  day: date("day", { mode: "string" }).primaryKey(),
  pageViews: integer("page_views").notNull(),
  visitors: integer("visitors").notNull(),
  sessions: integer("sessions").notNull(),
  /** Sessions with two page views or more, or ten seconds or more on a page. */
  engagedSessions: integer("engaged_sessions").notNull(),
  engagedMs: bigint("engaged_ms", { mode: "number" }).notNull(),
});

/** Per day, page views and visitors by page, by source and by device class. */
export const analyticsDailyBreakdown = pgTable(
  "analytics_daily_breakdown",
  {
    day: date("day", { mode: "string" }).notNull(),
    dimension: text("dimension").$type<"page" | "source" | "device">().notNull(),
    value: text("value").notNull(),
    pageViews: integer("page_views").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.dimension, table.value] })],
);

/**
 * Per UTC day, how many raw events were written and how many were dropped over the site's daily
 * cap. The cap is checked against `stored`, not the day's rows: counting those would cost a scan
 * per batch, and the rows of past days are deleted after the retention period.
 */
export const analyticsIntake = pgTable("analytics_intake", {
  day: date("day", { mode: "string" }).primaryKey(),
  stored: integer("stored").notNull(),
  dropped: integer("dropped").notNull(),
});

/**
 * Per day and campaign (source, medium and name from a page view's `utm_*` tags, "" when absent),
 * the visits (sessions with a tagged page view) and visitors it brought, rolled up like the rest.
 */
export const analyticsDailyCampaigns = pgTable(
  "analytics_daily_campaigns",
  {
    day: date("day", { mode: "string" }).notNull(),
    source: text("source").notNull(),
    medium: text("medium").notNull(),
    campaign: text("campaign").notNull(),
    visits: integer("visits").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.source, table.medium, table.campaign] })],
);

/**
 * The campaign a conversion followed: at the moment of a sign-up, a newsletter confirmation or the
 * start of a booking or an order, the campaign that day's visitor hash last arrived from. Only
 * the campaign's tags are kept, never the hash, so a person's record is not tied to their
 * browsing; a conversion without a row here is unattributed.
 */
export const campaignConversions = pgTable(
  "campaign_conversions",
  {
    kind: text("kind").$type<"signup" | "newsletter" | "booking" | "order">().notNull(),
    /** The id of the account, subscriber, booking or order. */
    subjectId: text("subject_id").notNull(),
    source: text("source").notNull(),
    medium: text("medium").notNull(),
    campaign: text("campaign").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.subjectId] }),
    index("campaign_conversions_campaign_idx").on(table.campaign),
  ],
);
