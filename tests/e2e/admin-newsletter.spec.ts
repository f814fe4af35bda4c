import { expectAccessible } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

test.use({ account: "admin@celestial.example" });

test("an admin finds a subscriber on the Newsletter page and reaches the erasure question", async ({
  page,
}) => {
  const email = `e2e.reader.${Date.now()}@example.com`;
  const subscribed = await page.request.post("/api/newsletter/subscribe", {
    data: { email, interests: ["tech_guides"] },
  });
  expect(subscribed.status()).toBe(202);

  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Newsletter" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Newsletter");
  await page.getByRole("searchbox", { name: "Search" }).fill(email);
  await page.getByRole("button", { name: "Filter" }).click();
  const table = page.getByRole("table", { name: "Newsletter subscribers" });
  await expect(table.getByRole("cell", { name: email, exact: true })).toBeVisible();
  await expect(table.getByRole("cell", { name: "Pending", exact: true })).toBeVisible();
  await expectAccessible(page);

  await table.getByRole("link", { name: `Erase ${email}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Erase ${email}?`);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Erase the subscriber" }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter$/);
  await expect(page.getByText("Subscriber erased")).toBeVisible();
});

test("an admin writes a campaign draft in the posts' editor and saves it", async ({ page }) => {
  await page.goto("/admin/newsletter/campaigns");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Campaigns");
  await expectAccessible(page);
  await page.getByRole("link", { name: "New campaign" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New campaign");
  const subject = `Spring guides ${Date.now()}`;
  await page.getByLabel("Subject", { exact: true }).fill(subject);
  const editor = page.getByRole("textbox", { name: "Campaign text" });
  await editor.click();
  await editor.pressSequentially("Three new guides are out.");
  await page.getByRole("checkbox", { name: "Tech guides and tutorials" }).check();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit ${subject}`);
  await expect(page.getByRole("textbox", { name: "Campaign text" })).toContainText(
    "Three new guides are out.",
  );
  await expect(page.getByRole("checkbox", { name: "Tech guides and tutorials" })).toBeChecked();
  await expect(page.getByRole("button", { name: "Send a test to me" })).toBeVisible();
});
