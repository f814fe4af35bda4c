import { expectAccessible } from "./axe.ts";
import { expect, NOT_FOUND_LOG, test } from "./fixtures.ts";
import { openPage } from "./open-page.ts";

test("the home page is server-rendered and accessible", async ({ page }) => {
  await openPage(page, "/", "Where rare talent builds the future");
});

test("the header becomes scrolled past 10 pixels", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-scrolled", "false");
});

test("icons draw from the sprite, in the chrome and in content", async ({ page }) => {
  await page.goto("/");
  // A <use> whose symbol did not arrive (wrong address, blocked by the CSP) has an empty box.
  const drawnWidth = (icon: ReturnType<typeof page.locator>) =>
    icon.evaluate((use) => (use as SVGUseElement).getBBox().width);
  const themeIcon = page.getByRole("button", { name: "Switch to light theme" }).locator("use");
  await expect.poll(() => drawnWidth(themeIcon)).toBeGreaterThan(0);
  const contentIcon = page.getByRole("main").locator("svg use").first();
  await expect.poll(() => drawnWidth(contentIcon)).toBeGreaterThan(0);
});

test("a page load asks for no route manifest, and its links still navigate in the page", async ({
  page,
}) => {
  // Looking up every link's route right after hydration re-rendered the whole page once the answer
  // came: links look their route up when followed instead.
  const manifestRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/__manifest") manifestRequests.push(request.url());
  });
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  expect(manifestRequests).toEqual([]);
  await page.evaluate(() => {
    (window as Window & { stillHere?: boolean }).stillHere = true;
  });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shop" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Tools, gatherings and wearables from the Collective",
  );
  expect(manifestRequests.length).toBeGreaterThan(0);
  // The same document: the link navigated inside the page rather than loading a new one.
  expect(await page.evaluate(() => (window as Window & { stillHere?: boolean }).stillHere)).toBe(
    true,
  );
});

test("the theme choice survives a reload without a flash", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass("dark");
  // The page turns light at once; the server learns of the choice when the post returns.
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes("/resources/theme") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(page.locator("html")).toHaveClass("light");
  expect((await saved).ok()).toBe(true);
  // The server paints the chosen theme: the HTML itself carries it before any script runs.
  const html = await (await page.request.get("/")).text();
  expect(html).toContain('<html lang="en" class="light">');
  await page.reload();
  await expect(page.locator("html")).toHaveClass("light");
  await expectAccessible(page);
});

test.describe("at a phone's width", () => {
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    allowedConsoleErrors: [NOT_FOUND_LOG],
  });

  test("the slide-in menu has search, cart and account", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: /^Cart/ })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Log In" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Talent OS" })).toBeVisible();
    await expectAccessible(page);
    await menu.getByPlaceholder("Search for tools...").fill(" forge ");
    await menu.getByPlaceholder("Search for tools...").press("Enter");
    await expect(page).toHaveURL(/\/search\?q=forge$/);
  });

  test("pages fit the screen: nothing scrolls sideways, the menu button stays in reach", async ({
    page,
  }) => {
    for (const path of ["/", "/shop", "/services/custom-software-and-apps", "/terms"]) {
      await page.goto(path);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }));
      expect(widths.page, path).toBe(widths.screen);
      await expect(page.getByRole("button", { name: "Open menu" })).toBeInViewport({ ratio: 1 });
    }
  });
});

test.describe("journeys that end on a 404", () => {
  // Pages later issues add (/search, /terms) answer 404 for now, and one test asks for 404 on purpose.
  test.use({ allowedConsoleErrors: [NOT_FOUND_LOG] });

  test("Ctrl+K opens search, Escape closes it, trimmed text goes to /search", async ({ page }) => {
    await page.goto("/");
    const input = page.getByPlaceholder("Search for tools...");
    await page.keyboard.press("Control+k");
    await expect(input).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(input).toBeHidden();

    await page.keyboard.press("Control+k");
    await input.fill("   ");
    await input.press("Enter");
    await expect(input).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await input.fill("  ada key  ");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=ada%20key$/);
  });

  test("a new page starts at the top", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("an unknown path is a real 404 page", async ({ page }) => {
    await openPage(page, "/no-such-page", "This page drifted out of orbit", 404);
  });
});
