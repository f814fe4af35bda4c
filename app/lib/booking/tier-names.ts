import type { TierKey } from "./tiers.ts";

/** How each tier is named in pages and mails; the third is the Founder tier (no personal name). */
export const TIER_NAMES: Record<TierKey, string> = {
  team: "Team",
  executive: "Executive",
  founder: "Founder",
};
