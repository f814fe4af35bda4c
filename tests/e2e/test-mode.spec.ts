import { expectAccessible } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

// The browser tests run a demo install, so payments go to the embedded test provider.
test("every page carries the test-mode notice, which hides nothing and passes axe", async ({
  page,
}) => {
  for (const path of ["/", "/shop", "/consultation"]) {
    await page.goto(path);
    const notice = page.getByRole("complementary", { name: "Test mode" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("no real payment is taken");
  }
  await expectAccessible(page);

  // Scrolled to the end, the footer's last line sits above the notice, not under it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const terms = page
    .getByRole("navigation", { name: "Legal" })
    .getByRole("link", { name: "Terms" });
  const link = await terms.boundingBox();
  const bar = await page.getByRole("complementary", { name: "Test mode" }).boundingBox();
  expect(link && bar && link.y + link.height <= bar.y).toBe(true);
  await terms.click();
  await expect(page).toHaveURL(/\/terms$/);
});

test.describe("at a phone's width", () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  test("the notice keeps its words inside its bar", async ({ page }) => {
    await page.goto("/");
    const notice = page.getByRole("complementary", { name: "Test mode" });
    const bar = await notice.boundingBox();
    const words = await notice.getByText("no real payment is taken").boundingBox();
    expect(bar && words && words.y >= bar.y && words.y + words.height <= bar.y + bar.height).toBe(
      true,
    );
    await expectAccessible(page);
  });
});
