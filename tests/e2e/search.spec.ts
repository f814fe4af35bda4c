import { expectAccessible } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

test("the overlay suggests as you type; arrows and Enter open a suggestion", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Control+k");
  const input = page.getByRole("combobox", { name: "Search" });
  await input.fill("blazr");
  const listbox = page.getByRole("listbox", { name: "Suggestions" });
  await expect(listbox.getByRole("option").first()).toContainText("Nebula Smart Blazer");
  await expect(page.getByText(/\d+ suggestions?/)).toBeAttached();
  await expectAccessible(page);
  await input.press("ArrowDown");
  await expect(listbox.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/product\/nebula-smart-blazer$/);
});

test("Enter without a chosen suggestion goes to the results page", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Control+k");
  const input = page.getByRole("combobox", { name: "Search" });
  await input.fill("  gala ");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=gala$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “gala”");
  await expect(page.getByRole("link", { name: "Couture Tech Gala" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search the site" })).toHaveValue("gala");
  await expectAccessible(page);
});

test("a search with no matches offers suggestions and popular pages", async ({ page }) => {
  await page.goto("/search?q=zzqqxxvv");
  await expect(
    page.getByRole("heading", { name: "Nothing matched — try one of these" }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Ada Key" }).click();
  await expect(page).toHaveURL(/\/search\?q=Ada%20Key$/);
  await expect(page.getByText(/\d+ results?/)).toBeVisible();
});
