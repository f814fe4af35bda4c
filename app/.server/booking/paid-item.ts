import { TIER_NAMES } from "#app/lib/booking/tier-names.ts";
import { TIERS, type TierKey, tierPriceCents } from "#app/lib/booking/tiers.ts";

/** What a consultation of this tier costs and how it reads on the card statement or checkout page. */
export function paidItem(tierKey: TierKey, siteName: string) {
  const tier = TIERS[tierKey];
  return {
    amountCents: tierPriceCents(tierKey),
    description: `${TIER_NAMES[tierKey]} consultation (${tier.durationMinutes} min) — ${siteName}`,
  };
}

export type PaidItem = ReturnType<typeof paidItem>;
