import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type CampaignReport, noConversions } from "#app/.server/analytics/campaign-report.ts";
import { CampaignTable } from "./campaign-table.tsx";

const none = noConversions();

const draw = (report: CampaignReport) =>
  new DOMParser().parseFromString(renderToString(<CampaignTable report={report} />), "text/html")
    .body;

describe("the Campaigns view", () => {
  it("says so when the range has no campaign visit and no conversion", () => {
    const body = draw({ campaigns: [], unattributed: none });
    expect(body.textContent).toContain("No campaign visits or conversions in this period.");
    expect(body.querySelector("table")).toBeNull();
  });

  it("shows conversions without a campaign as Unattributed, and a missing tag as (none)", () => {
    const body = draw({
      campaigns: [
        { source: "newsletter", medium: "", campaign: "launch", visits: 3, visitors: 2, ...none },
      ],
      unattributed: { ...none, orders: 3, revenueCents: 12_500, testCents: 4_000 },
    });
    const rows = [...body.querySelectorAll("tbody tr")].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ["newsletter", "(none)", "launch", "3", "2", "0", "0", "0", "0", "$0.00", "$0.00"],
      ["Unattributed", "–", "–", "0", "0", "0", "3", "$125.00", "$40.00"],
    ]);
    // The table scrolls sideways within a region the keyboard can reach.
    expect(
      body.querySelector("section[aria-label='Campaigns table']")?.getAttribute("tabindex"),
    ).toBe("0");
  });
});
