import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * Loads the page until the server answers it from its cache of anonymous pages. Other journeys
 * running at the same time change settings and products, which empties the cache, so the load is
 * repeated until the navigation itself was a hit.
 */
async function gotoCached(page: Page, path: string): Promise<Record<string, string>> {
  let headers: Record<string, string> = {};
  await expect
    .poll(
      async () => {
        headers = (await page.goto(path))?.headers() ?? {};
        return headers["x-page-cache"];
      },
      { timeout: 30_000 },
    )
    .toBe("hit");
  return headers;
}

test("a page served from the cache runs its own scripts under the strict policy", async ({
  page,
}) => {
  const headers = await gotoCached(page, "/about");
  // Hydrated (the fixture waited for it) and the site's scripts work: the theme switch answers.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  // The policy the cached document itself came with.
  const policy = headers["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
});

test.describe("an inline script slipped into a cached page", () => {
  // The browser reports the refused script as a console error: that is the point of this test.
  test.use({ allowedConsoleErrors: [/Content Security Policy|CSP violation: script-src/] });

  test("is refused by the browser while the page's own scripts run", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/CSP violation: script-src/.test(message.text())) violations.push(message.text());
    });
    // The cached document as stored, with one script added that the server never rendered.
    await page.route("**/about", async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        "</body>",
        "<script>document.documentElement.dataset.injected = 'ran'</script></body>",
      );
      const headers = { ...response.headers() };
      delete headers["content-encoding"];
      delete headers["content-length"];
      await route.fulfill({ status: 200, headers, body });
    });
    await gotoCached(page, "/about");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expect(page.locator("html")).not.toHaveAttribute("data-injected", "ran");
    expect(violations.length).toBeGreaterThan(0);
  });
});
