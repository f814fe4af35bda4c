import { z } from "zod";
import { WEB_VITAL_NAMES } from "#app/lib/analytics/web-vitals.ts";
import type { OptionValue } from "./form-fields.ts";
import { text, webAddress } from "./text.ts";

/**
 * What the collection script sends: a page view, how long a page was seen before it was left, or
 * one Core Web Vital of the page a visit landed on.
 */
export const AnalyticsEventSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("pageview"),
    /** The page's full address; only its path and utm parameters are kept. */
    url: webAddress().max(2000),
    referrer: text().max(2000).optional(),
  }),
  z.object({
    kind: z.literal("engagement"),
    url: webAddress().max(2000),
    /** Visible time on the page; a day at most, anything longer is a stuck tab. */
    engagedMs: z.number().int().min(0).max(86_400_000),
  }),
  z.object({
    kind: z.literal("vital"),
    url: webAddress().max(2000),
    name: z.enum(WEB_VITAL_NAMES),
    /** Milliseconds, or CLS's unitless score; two minutes bounds anything a page really took. */
    value: z.number().min(0).max(120_000),
  }),
]);
export type AnalyticsEventInput = z.infer<typeof AnalyticsEventSchema>;

export const ANALYTICS_RANGES = [
  { value: "today", label: "Today" },
  { value: "7d", label: "7 days" },
  { value: "30d", label: "30 days" },
  { value: "90d", label: "90 days" },
  { value: "custom", label: "Custom" },
] as const;
export type AnalyticsRangeName = OptionValue<typeof ANALYTICS_RANGES>;

/** The longest range a dashboard or an export covers. */
export const MAX_RANGE_DAYS = 366;

const isoDay = z.iso.date();

/**
 * The dashboard's range from the query string. An unknown range falls back to 30 days; a custom
 * range needs both ends, in order, at most MAX_RANGE_DAYS long, or it falls back too.
 */
export const AnalyticsRangeSchema = z
  .object({
    range: z
      .enum(ANALYTICS_RANGES.map((range) => range.value) as [AnalyticsRangeName])
      .catch("30d")
      .default("30d"),
    from: isoDay.optional().catch(undefined),
    to: isoDay.optional().catch(undefined),
  })
  .transform((value) => {
    if (value.range !== "custom") return { range: value.range };
    const { from, to } = value;
    const span = from && to ? (Date.parse(to) - Date.parse(from)) / 86_400_000 : -1;
    if (!from || !to || span < 0 || span >= MAX_RANGE_DAYS) return { range: "30d" as const };
    return { range: "custom" as const, from, to };
  });
export type AnalyticsRangeQuery = z.infer<typeof AnalyticsRangeSchema>;

/** `?days=N` of the CSV export: 1 to MAX_RANGE_DAYS days ending today, 30 by default. */
export const ExportDaysSchema = z.object({
  days: z.coerce.number().int().min(1).max(MAX_RANGE_DAYS).default(30),
});
