import type { TierKey } from "./tiers.ts";

/** How each tier is named in pages and mails (ruling 1: the third tier is the Founder tier). */
export const TIER_NAMES: Record<TierKey, string> = {
  team: "Team",
  executive: "Executive",
  founder: "Founder",
};
