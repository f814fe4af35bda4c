import type { CampaignResults } from "#app/.server/analytics/campaign-report.ts";
import { StatCards } from "#app/components/admin/admin-shell.tsx";
import { formatCount } from "#app/lib/analytics/format.ts";
import { formatAmountCents } from "#app/lib/money.ts";

/**
 * What a sent campaign brought: visits from its links and the conversions made the same day by
 * the visitors who arrived from them, counted without cookies or per-person tracking.
 */
export function CampaignResultsSection(props: { results: CampaignResults }) {
  const { results } = props;
  return (
    <section aria-labelledby="campaign-results-heading" className="space-y-4">
      <h2 id="campaign-results-heading" className="font-display text-xl font-semibold">
        Visits and conversions
      </h2>
      <p className="text-sm text-muted-foreground">
        Visits from this campaign's links since it went out, and what those visitors did the same
        day. Revenue counts live payments only; test payments took no money. Nobody's opens or
        clicks are tracked.
      </p>
      <StatCards
        stats={[
          { label: "Visits", value: formatCount(results.visits) },
          { label: "Visitors", value: formatCount(results.visitors) },
          { label: "Sign-ups", value: formatCount(results.signups) },
          { label: "Newsletter confirmations", value: formatCount(results.newsletter) },
          { label: "Bookings", value: formatCount(results.bookings) },
          { label: "Orders", value: formatCount(results.orders) },
          { label: "Revenue", value: formatAmountCents(results.revenueCents) },
          { label: "Test payments", value: formatAmountCents(results.testCents) },
        ]}
        className="lg:grid-cols-4"
      />
    </section>
  );
}
