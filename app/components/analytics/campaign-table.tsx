import type {
  CampaignConversions,
  CampaignReport,
} from "#app/.server/analytics/campaign-report.ts";
import { formatCount } from "#app/lib/analytics/format.ts";
import { formatAmountCents } from "#app/lib/money.ts";

const CONVERSIONS = [
  { key: "signups", label: "Sign-ups" },
  { key: "newsletter", label: "Newsletter confirmations" },
  { key: "bookings", label: "Bookings" },
  { key: "orders", label: "Orders" },
] as const;

const HEADINGS = [
  "Source",
  "Medium",
  "Campaign",
  "Visits",
  "Visitors",
  ...CONVERSIONS.map((kind) => kind.label),
  "Revenue",
  "Test payments",
];

const cell = "px-2 py-1 text-right tabular-nums";

/** A tag the campaign's links did not carry. */
const tagOrNone = (tag: string) => tag || "(none)";

/** A row's conversions by kind, then its revenue and, apart, its test payments. */
function ConversionCells(props: { conversions: CampaignConversions }) {
  return (
    <>
      {CONVERSIONS.map((kind) => (
        <td key={kind.key} className={cell}>
          {formatCount(props.conversions[kind.key])}
        </td>
      ))}
      <td className={cell}>{formatAmountCents(props.conversions.revenueCents)}</td>
      <td className={cell}>{formatAmountCents(props.conversions.testCents)}</td>
    </>
  );
}

/**
 * The Campaigns view: per source, medium and campaign, the visits it brought and what visitors
 * did the same day after arriving from it; then the conversions no campaign visit preceded.
 */
export function CampaignTable(props: { report: CampaignReport }) {
  const { campaigns, unattributed } = props.report;
  const converted = CONVERSIONS.some((kind) => unattributed[kind.key] > 0);
  return (
    <section className="rounded-2xl border bg-card p-5" aria-labelledby="campaigns-heading">
      <h3 id="campaigns-heading" className="font-display text-lg font-semibold">
        Campaigns
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Visits from links tagged with utm_source, utm_medium or utm_campaign, and the sign-ups,
        newsletter confirmations, bookings and orders the same visitor made that day. Revenue counts
        live payments only; test payments, which took no money, are shown apart. No cookie is set: a
        visitor is recognised for one day only.
      </p>
      {campaigns.length === 0 && !converted ? (
        <p className="mt-3 text-sm text-muted-foreground">
          No campaign visits or conversions in this period.
        </p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard
        <section className="mt-3 overflow-x-auto" tabIndex={0} aria-label="Campaigns table">
          <table className="w-full min-w-[54rem] text-sm">
            <caption className="sr-only">Visits and conversions per campaign</caption>
            <thead className="text-muted-foreground">
              <tr>
                {HEADINGS.map((heading, index) => (
                  <th
                    key={heading}
                    scope="col"
                    className={index < 3 ? "px-2 py-1 text-left" : cell}
                  >
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {campaigns.map((row) => (
                <tr key={`${row.source}\n${row.medium}\n${row.campaign}`} className="border-t">
                  <td className="px-2 py-1">{tagOrNone(row.source)}</td>
                  <td className="px-2 py-1">{tagOrNone(row.medium)}</td>
                  <th scope="row" className="px-2 py-1 text-left font-normal">
                    {tagOrNone(row.campaign)}
                  </th>
                  <td className={cell}>{formatCount(row.visits)}</td>
                  <td className={cell}>{formatCount(row.visitors)}</td>
                  <ConversionCells conversions={row} />
                </tr>
              ))}
              <tr className="border-t font-medium">
                <th scope="row" colSpan={3} className="px-2 py-1 text-left">
                  Unattributed
                </th>
                <td className={cell}>–</td>
                <td className={cell}>–</td>
                <ConversionCells conversions={unattributed} />
              </tr>
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
