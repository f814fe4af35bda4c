import type { Page } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

// These journeys only read: the database is shared with journeys running in parallel, so nothing
// here renames the site, turns on maintenance mode or suspends a demo account.

test.describe("a member who is not an admin", () => {
  // The browser logs the 403 of the admin page this journey opens on purpose.
  test.use({ account: "client@celestial.example", allowedConsoleErrors: [/status of 403/] });

  test("sees Admin Access Required with HTTP 403, and Go Back returns", async ({ page }) => {
    await page.goto("/dashboard");
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Access Required");
    await expect(page.getByText("You don't have permission to access this area.")).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page).toHaveTitle(/^Admin Access Required — /);
    await expectAccessible(page);

    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

/** Follows a link of the admin sidebar and checks, by its h1, the page it opens. */
async function openFromSidebar(page: Page, link: string, title: string) {
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: link }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
}

test("an admin sees real figures, searches users and visits every admin page", async ({
  page,
  signInAs,
}) => {
  test.slow(); // every admin page, each with an accessibility check
  await signInAs("admin@celestial.example");
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
  const figures = page.getByRole("definition");
  await expect(figures).toHaveCount(4);
  for (const text of await figures.allTextContents()) expect(text).toMatch(/^\d+$/);
  // Seven demo accounts at least, one of them an admin who has just signed in.
  expect(Number(await figures.nth(0).textContent())).toBeGreaterThanOrEqual(7);
  expect(Number(await figures.nth(1).textContent())).toBeGreaterThanOrEqual(1);
  expect(Number(await figures.nth(2).textContent())).toBeGreaterThanOrEqual(1);
  await expectAccessible(page);

  await page.getByRole("link", { name: /User Management/ }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("User Management");
  await page.getByLabel("Search users").fill("CLIENT@Celestial");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users\?q=CLIENT%40Celestial$/);
  const table = page.getByRole("table");
  await expect(table.getByRole("cell", { name: "client@celestial.example" })).toBeVisible();
  await expect(table.getByText("partner@celestial.example")).toHaveCount(0);
  await expect(page.getByText("Page 1 of 1", { exact: true })).toBeVisible();
  await page.getByText("Manage client@celestial.example").click();
  await expect(page.getByRole("checkbox", { name: "Client" })).toBeChecked();
  await expect(page.getByRole("button", { name: "Suspend Account" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Clear search" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByText("Supreme Admin", { exact: true })).toBeVisible();

  await openFromSidebar(page, "Content", "Content Management");
  await expect(page.getByRole("link", { name: "Add Product" })).toHaveAttribute(
    "href",
    "/admin/products/new",
  );
  await expect(page.getByRole("link", { name: "Review Testimonials" })).toHaveAttribute(
    "href",
    "/admin/submissions?type=chronicle",
  );
  await expectAccessible(page);

  await openFromSidebar(page, "Settings", "Site Settings");
  await expect(page.getByLabel("Site name")).not.toHaveValue("");
  await expect(page.getByRole("checkbox", { name: "Maintenance mode" })).not.toBeChecked();
  await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();
  await expectAccessible(page);

  await openFromSidebar(page, "Security", "Security");
  await expect(page.getByRole("table").getByText("admin@celestial.example").first()).toBeVisible();
  await expectAccessible(page);

  await openFromSidebar(page, "Posts", "Posts");
  await page.getByLabel("Category").selectOption("Wellness");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/\/admin\/posts\?q=&status=&category=Wellness$/);
  const posts = page.getByRole("table", { name: "Posts, most recently changed first" });
  await expect(posts.getByRole("row")).toHaveCount(2);
  // The title opens the editor; the address under it is the public page.
  await expect(
    posts.getByRole("link", { name: "CIRKYT: Where Sports Tech Meets Wellness" }),
  ).toHaveAttribute("href", /^\/admin\/posts\/[0-9a-f-]{36}$/);
  await expect(
    posts.getByRole("link", { name: "/blog/cirkyt-sports-tech-wellness" }),
  ).toHaveAttribute("href", "/blog/cirkyt-sports-tech-wellness");
  await expectAccessible(page);

  // Read only: the booking journeys running beside this one book from these hours.
  await openFromSidebar(page, "Availability", "Availability");
  const team = page.getByRole("region", { name: "Calendar: the team" });
  await expect(team.getByRole("checkbox", { name: "Open on Monday" })).toBeChecked();
  await expect(team.getByRole("checkbox", { name: "Open on Sunday" })).not.toBeChecked();
  await expect(team.getByLabel("First start on Monday")).toHaveValue("09:00");
  await expect(team.getByLabel("Minimum notice (hours)")).toHaveValue("12");
  await expect(page.getByLabel("Founder sessions")).toHaveValue("2");
  await expectAccessible(page);
});
