import { devices } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import { chooseFirstTime, fillBookingCard, fillByLabel } from "./fill-form.ts";
import { expect, test } from "./fixtures.ts";

// A browser of this run's own: the daily visitor hash is the address and the user agent, and
// every journey browses from this machine.
const RUN = Date.now().toString(36);
const READER_AGENT = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0.0.0 Safari/537.36 CampaignReader/${RUN}`;
const CAMPAIGN = `dispatch-${RUN}`;

test.describe("the campaign report", () => {
  test.use({ userAgent: READER_AGENT });

  test("a visit from a campaign link followed by a paid booking shows in that campaign's row", async ({
    page,
    browser,
    signInAs,
  }) => {
    test.slow(); // the whole booking flow, then a second browser and an accessibility check
    const reported = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/event") &&
        (response.request().postData() ?? "").includes(`utm_campaign=${CAMPAIGN}`),
    );
    await page.goto(
      `/consultation?utm_source=newsletter&utm_medium=email&utm_campaign=${CAMPAIGN}`,
    );
    expect((await reported).status()).toBe(202);

    await page.getByRole("link", { name: "Book", exact: true }).click();
    await fillByLabel(page, {
      "Full name": "Campaign Reader",
      Email: `reader.${RUN}@example.com`,
      "What would you like to discuss?": "Came from the newsletter",
    });
    await page.getByRole("button", { name: "Continue to Scheduling" }).click();
    await page.getByRole("button", { name: "Next month" }).click();
    await page.locator("button[data-date]:not([disabled])").nth(8).click();
    await chooseFirstTime(page);
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await fillBookingCard(page, "4242 4242 4242 4242", "Campaign Reader");
    await page.getByRole("button", { name: "Pay $50" }).click();
    await expect(page.getByRole("heading", { name: "Your consultation is booked" })).toBeVisible();
    expect(await page.context().cookies()).toEqual([]);

    const adminContext = await browser.newContext({
      userAgent: devices["Desktop Chrome"].userAgent,
    });
    await signInAs("admin@celestial.example", adminContext);
    const admin = await adminContext.newPage();
    await admin.goto("/analytics?range=today");
    const table = admin.getByRole("table", { name: "Visits and conversions per campaign" });
    const row = table.getByRole("row").filter({ hasText: CAMPAIGN });
    // Source, medium, campaign, visits, visitors, sign-ups, newsletter confirmations, bookings,
    // orders, revenue, test payments. The browser journeys pay through the embedded test provider:
    // the booking counts as one, and its $50 shows as a test payment, not as revenue.
    await expect(row.getByRole("cell")).toHaveText([
      "newsletter",
      "email",
      "1",
      "1",
      "0",
      "0",
      "1",
      "0",
      "$0.00",
      "$50.00",
    ]);
    await expect(row.getByRole("rowheader")).toHaveText(CAMPAIGN);
    await expect(table.getByRole("rowheader", { name: "Unattributed" })).toBeVisible();

    // The table scrolls sideways on a narrow screen: it takes the keyboard's focus to do so.
    const region = admin.getByRole("region", { name: "Campaigns table" });
    await region.focus();
    await expect(region).toBeFocused();
    await expectAccessible(admin);
    await adminContext.close();
  });
});
