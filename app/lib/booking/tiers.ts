/**
 * The three consultation tiers and their business constants (60, 90 and 120 minutes everywhere):
 * what a session costs and how long it lasts is decided here, on the server, never by the browser.
 */
export const TIER_KEYS = ["team", "executive", "founder"] as const;
export type TierKey = (typeof TIER_KEYS)[number];

export type Tier = { key: TierKey; priceUsd: number; durationMinutes: number };

export const TIERS: Record<TierKey, Tier> = {
  team: { key: "team", priceUsd: 50, durationMinutes: 60 },
  executive: { key: "executive", priceUsd: 75, durationMinutes: 90 },
  founder: { key: "founder", priceUsd: 100, durationMinutes: 120 },
};

export const DEFAULT_TIER: TierKey = "team";

export function isTierKey(value: unknown): value is TierKey {
  return typeof value === "string" && (TIER_KEYS as readonly string[]).includes(value);
}

export function tierPriceCents(key: TierKey): number {
  return TIERS[key].priceUsd * 100;
}
