import { type Browser, devices, type Page } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import { expect, type SignInAs, test } from "./fixtures.ts";

// Every journey (and every earlier run on the same data) browses from this machine, and a visitor
// is one address and one user agent for the day: an agent of this run's own keeps this visitor,
// and the session its campaign starts, apart from theirs.
const RUN = Date.now().toString(36);
const VISITOR_AGENT = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0.0.0 Safari/537.36 AnalyticsJourney/${RUN}`;

/** A member in a browser of their own, with the agent every other journey uses. */
async function signedInPage(
  { browser, signInAs }: { browser: Browser; signInAs: SignInAs },
  email: string,
): Promise<Page> {
  const context = await browser.newContext({ userAgent: devices["Desktop Chrome"].userAgent });
  await signInAs(email, context);
  return context.newPage();
}

/** Waits for the collection script's report of the page view of `path`. */
function pageViewReported(page: Page, path: string) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/event") &&
      (response.request().postData() ?? "").includes(`"pageview"`) &&
      (response.request().postData() ?? "").includes(path),
  );
}

test.describe("page analytics", () => {
  test.use({ userAgent: VISITOR_AGENT });

  test("three anonymous page views, one client-side, reach the admin's figures and CSV, and leave no cookie", async ({
    page,
    browser,
    signInAs,
  }) => {
    const campaign = `journey-${RUN}`;
    const first = pageViewReported(page, `utm_source=${campaign}`);
    await page.goto(`/?utm_source=${campaign}`);
    expect((await first).status()).toBe(202);

    const second = pageViewReported(page, "/blog");
    await page.goto("/blog");
    expect((await second).status()).toBe(202);

    // A client-side navigation: the same document, so a value set on the window survives it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const third = pageViewReported(page, "/cookies");
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookies", exact: true }).click();
    await expect(page).toHaveURL(/\/cookies$/);
    expect((await third).status()).toBe(202);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    await expect(page.getByText(/show no banner/)).toBeVisible();

    expect(await page.context().cookies()).toEqual([]);

    const admin = await signedInPage({ browser, signInAs }, "admin@celestial.example");
    const csv = await admin.request.get("/analytics/export.csv?days=1");
    expect(csv.status()).toBe(200);
    const [header, today] = (await csv.text()).trim().split("\r\n");
    const columns = header?.split(",") ?? [];
    expect(columns).toEqual(expect.arrayContaining(["date", "page_views"]));
    const pageViews = Number(today?.split(",")[columns.indexOf("page_views")]);
    expect(pageViews).toBeGreaterThanOrEqual(3);

    // The three views are this visitor's: their session came from the campaign.
    await admin.goto("/analytics?range=today");
    const sources = admin.getByRole("table").filter({ has: admin.getByText("Source") });
    await expect(sources.getByRole("row", { name: new RegExp(`^${campaign} 3 1$`) })).toBeVisible();
    await expect(admin.getByText(/coming soon/i)).toHaveCount(0);
    await expect(admin.getByText("2,847")).toHaveCount(0);
    await expect(admin.getByRole("img", { name: /Traffic per day/ })).toBeVisible();
    await expectAccessible(admin);
    await admin.context().close();
  });

  test("a real visit reports its LCP, CLS and TTFB, and the dashboard shows them as p75", async ({
    browser,
    signInAs,
  }) => {
    // A tablet: no other journey browses as one, so the dashboard's tablet row is this visit's.
    const context = await browser.newContext({ userAgent: devices["iPad (gen 7)"].userAgent });
    const page = await context.newPage();
    const accepted: string[] = [];
    page.on("response", (response) => {
      const body = response.request().postData() ?? "";
      if (response.url().endsWith("/api/event") && body.includes('"vital"')) {
        expect(response.status()).toBe(202);
        accepted.push((JSON.parse(body) as { name: string }).name);
      }
    });
    const pageView = pageViewReported(page, "/manifesto");
    await page.goto("/manifesto");
    await pageView;
    // A first input makes the largest paint final; the visitor then switches tabs, and a hidden
    // page sends what is left (headless Chromium does not hide a page it navigates away from).
    await page.getByRole("heading", { level: 1 }).click();
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    });
    await expect
      .poll(() => [...new Set(accepted)].sort())
      .toEqual(expect.arrayContaining(["CLS", "LCP", "TTFB"]));
    await context.close();

    const admin = await signedInPage({ browser, signInAs }, "admin@celestial.example");
    await admin.goto("/analytics?range=today");
    const row = admin
      .getByRole("table", { name: "By device" })
      .getByRole("row")
      .filter({ has: admin.getByRole("rowheader", { name: "tablet", exact: true }) });
    // The row's cells are LCP, INP, CLS and TTFB: the three measured here have a p75 and a rating.
    const cells = row.getByRole("cell");
    for (const column of [0, 2, 3]) {
      await expect(cells.nth(column)).toHaveText(/(good|needs improvement|poor), \d+$/);
    }
    await expectAccessible(admin);
    await admin.context().close();
  });

  test("a member who is not an admin gets 403 from the export and sees their own activity", async ({
    browser,
    signInAs,
  }) => {
    const member = await signedInPage({ browser, signInAs }, "client@celestial.example");
    const csv = await member.request.get("/analytics/export.csv?days=30");
    expect(csv.status()).toBe(403);
    await member.goto("/analytics");
    await expect(member.getByRole("heading", { name: "Your activity" })).toBeVisible();
    await expect(member.getByText("Unique visitors")).toHaveCount(0);
    await expectAccessible(member);
    await member.context().close();
  });
});
