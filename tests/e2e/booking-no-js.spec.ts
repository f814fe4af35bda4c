import { expect, test } from "./fixtures.ts";

test("without JavaScript a visitor books step by step and pays with the test card", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/consultation?tier=team&book=1");
  await expect(page.getByRole("heading", { name: "Book your Team Session" })).toBeVisible();

  // Details: the server checks them and answers with the scheduling step.
  await page.getByRole("button", { name: "Continue to Scheduling" }).click();
  await expect(page.getByText("Please fill in all required fields")).toBeVisible();
  await page.getByLabel("Full name").fill("No Script Visitor");
  await page.getByLabel("Email").fill("no.script@example.com");
  await page.getByLabel("What would you like to discuss?").fill("A plain-HTML roadmap");
  await page.getByRole("button", { name: "Continue to Scheduling" }).click();
  await expect(page.getByRole("heading", { name: "Schedule" })).toBeVisible();

  // The calendar's month and day buttons post; the server lists the chosen day's free times.
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByText("Please select both date and time")).toBeVisible();
  await page.getByRole("button", { name: "Next month" }).click();
  await page.locator("button[data-date]:not([disabled])").nth(4).click();
  const time = page.getByLabel("Time", { exact: true });
  await expect(time.locator("option")).not.toHaveCount(1);
  const value = await time.locator("option").nth(1).getAttribute("value");
  await time.selectOption(value ?? "");
  await page.getByRole("button", { name: "Continue to Payment" }).click();

  await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
  await expect(page.getByText(`at ${value} EST`)).toBeVisible();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date").fill("12/39");
  await page.getByLabel("CVV").fill("123");
  await page.getByLabel("Cardholder name").fill("No Script Visitor");
  await page.getByRole("button", { name: "Pay $50" }).click();

  await expect(page.getByRole("heading", { name: "Your consultation is booked" })).toBeVisible();
  await expect(page.getByText("Sent to no.script@example.com")).toBeVisible();
  await expect(page.getByText("paid with the card ending 4242")).toBeVisible();
  // (axe runs in the page, so this journey cannot run it; the JavaScript journeys check the same markup.)
  await context.close();
});
