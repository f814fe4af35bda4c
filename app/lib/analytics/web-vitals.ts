/**
 * The Core Web Vitals the collection script reports from real visitors, with the thresholds web.dev
 * publishes for each (good up to the first, poor above the second), judged at the 75th percentile.
 */
export const WEB_VITALS = {
  LCP: { label: "Largest Contentful Paint", unit: "ms", good: 2500, poor: 4000 },
  INP: { label: "Interaction to Next Paint", unit: "ms", good: 200, poor: 500 },
  CLS: { label: "Cumulative Layout Shift", unit: "", good: 0.1, poor: 0.25 },
  TTFB: { label: "Time to First Byte", unit: "ms", good: 800, poor: 1800 },
} as const;

export type WebVitalName = keyof typeof WEB_VITALS;

export const WEB_VITAL_NAMES = Object.keys(WEB_VITALS) as [WebVitalName, ...WebVitalName[]];

export type VitalRating = "good" | "needs improvement" | "poor";

export function rateVital(name: WebVitalName, value: number): VitalRating {
  const { good, poor } = WEB_VITALS[name];
  if (value <= good) return "good";
  return value <= poor ? "needs improvement" : "poor";
}

/** A p75 as the dashboard shows it: milliseconds whole (or in seconds past one), CLS to 2 places. */
export function formatVital(name: WebVitalName, value: number): string {
  if (name === "CLS") return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}
