import { expectAccessible } from "./axe.ts";
import { expect, NOT_FOUND_LOG, test } from "./fixtures.ts";
import { openPage } from "./open-page.ts";

const PAGES = [
  { path: "/rising-stars-academy", h1: "Rising Stars Academy" },
  { path: "/curriculum", h1: "Curriculum" },
  { path: "/star-chronicles", h1: "Star Chronicles" },
  { path: "/blog", h1: "The Star Chronicles Blog" },
  { path: "/blog/future-of-tech-is-femme", h1: "The Future of Tech Is Femme" },
  { path: "/terms", h1: "Terms of Service" },
  { path: "/privacy", h1: "Privacy Policy" },
  { path: "/cookies", h1: "Cookie Policy" },
  { path: "/refund-policy", h1: "Refund Policy" },
];

for (const { path, h1 } of PAGES) {
  test(`${path} is accessible`, async ({ page }) => {
    await openPage(page, path, h1);
  });
}

test.describe("an unknown post", () => {
  test.use({ allowedConsoleErrors: [NOT_FOUND_LOG] });

  test("shows Post Not Found, accessibly, and leads back to the blog", async ({ page }) => {
    await openPage(page, "/blog/no-such-post", "Post Not Found", 404);
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { name: "All Posts" })).toBeVisible();
  });
});

test("the blog filter shows one category's posts and returns to all", async ({ page }) => {
  await page.goto("/blog");
  const posts = page.getByRole("region", { name: "All Posts" }).getByRole("article");
  await expect(posts).toHaveCount(4);
  const categories = page.getByRole("navigation", { name: "Categories" });

  await categories.getByRole("link", { name: "Wellness" }).click();
  await expect(page).toHaveURL(/\/blog\?category=Wellness$/);
  const wellness = page.getByRole("region", { name: "Wellness Posts" }).getByRole("article");
  await expect(wellness).toHaveCount(1);
  await expect(wellness).toContainText("CIRKYT: Where Sports Tech Meets Wellness");
  await expect(categories.getByRole("link", { name: "Wellness" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectAccessible(page);

  await categories.getByRole("link", { name: "All" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(posts).toHaveCount(4);
});

test("Share copies the post's link when the device has no share sheet", async ({
  page,
  context,
  baseURL,
}) => {
  // Desktop Chromium on Linux has no Web Share; make sure of it so the clipboard path runs.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/blog/hackathon-chronicles-48-hours");
  await page.getByRole("link", { name: "Share" }).click();
  await expect(page.getByText("Link copied to clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/blog/hackathon-chronicles-48-hours`,
  );
  // The page stayed put: the e-mail fallback was not followed.
  await expect(page).toHaveURL(/\/blog\/hackathon-chronicles-48-hours$/);
});

test("Share opens the device's share sheet when there is one", async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.defineProperty(window, "sharedData", { value: shared });
    Object.defineProperty(Navigator.prototype, "share", {
      value: async (data: ShareData) => {
        shared.push(data);
      },
      configurable: true,
    });
  });
  await page.goto("/blog/ai-faith-futurism");
  await page.getByRole("link", { name: "Share" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData))
    .toEqual([{ title: "AI, Faith and Futurism", url: `${baseURL}/blog/ai-faith-futurism` }]);
});

test("the curriculum's Apply Now leads to the academy's apply section", async ({ page }) => {
  await page.goto("/curriculum");
  await page.getByRole("link", { name: "Apply Now" }).first().click();
  await expect(page).toHaveURL(/\/rising-stars-academy#apply$/);
  await expect(page.getByRole("heading", { name: "Become a Rising Star" })).toBeVisible();
});
