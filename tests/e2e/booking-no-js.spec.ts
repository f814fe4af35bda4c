import { chooseFirstTime, fillBookingCard, fillByLabel } from "./fill-form.ts";
import { expect, test } from "./fixtures.ts";

test("without JavaScript a visitor books step by step and pays with the test card", async ({
  noScriptPage: page,
}) => {
  await page.goto("/consultation?tier=team&book=1");
  await expect(page.getByRole("heading", { name: "Book your Team Session" })).toBeVisible();

  // Details: the server checks them and answers with the scheduling step.
  await page.getByRole("button", { name: "Continue to Scheduling" }).click();
  await expect(page.getByText("Please fill in all required fields")).toBeVisible();
  await fillByLabel(page, {
    "Full name": "No Script Visitor",
    Email: "no.script@example.com",
    "What would you like to discuss?": "A plain-HTML roadmap",
  });
  await page.getByRole("button", { name: "Continue to Scheduling" }).click();
  await expect(page.getByRole("heading", { name: "Schedule" })).toBeVisible();

  // The calendar's month and day buttons post; the server lists the chosen day's free times.
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByText("Please select both date and time")).toBeVisible();
  await page.getByRole("button", { name: "Next month" }).click();
  await page.locator("button[data-date]:not([disabled])").nth(4).click();
  const value = await chooseFirstTime(page);
  await page.getByRole("button", { name: "Continue to Payment" }).click();

  await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
  await expect(page.getByText(`at ${value} EST`)).toBeVisible();
  await fillBookingCard(page, "4242 4242 4242 4242", "No Script Visitor");
  await page.getByRole("button", { name: "Pay $50" }).click();

  await expect(page.getByRole("heading", { name: "Your consultation is booked" })).toBeVisible();
  await expect(page.getByText("Sent to no.script@example.com")).toBeVisible();
  await expect(page.getByText("paid with the card ending 4242")).toBeVisible();
  // (axe runs in the page, so this journey cannot run it; the JavaScript journeys check the same markup.)
});

test("without JavaScript a paid session is scheduled on the post-payment page", async ({
  noScriptPage: page,
}) => {
  const sessionId = `test_session_paid_team_nojs${Date.now()}`;
  await page.goto(`/consultation-scheduling?session_id=${sessionId}&type=team`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Schedule Your Consultation" }),
  ).toBeVisible();

  // Confirming before choosing is refused by the server with the page's own message.
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(page.getByText("Please select both date and time")).toBeVisible();

  // The calendar posts: the chosen timezone and day survive the month change and the day pick.
  await page.getByLabel("Timezone").selectOption("PST");
  await page.getByRole("button", { name: "Next month" }).click();
  await page.locator("button[data-date]:not([disabled])").nth(3).click();
  await expect(page.getByLabel("Timezone")).toHaveValue("PST");
  await expect(page.locator("button[data-date][aria-pressed=true]")).toHaveCount(1);
  await chooseFirstTime(page);
  await page.getByRole("button", { name: "Confirm Booking" }).click();

  await expect(page.getByRole("heading", { name: "Consultation Scheduled!" })).toBeVisible();
  await expect(page.getByText(/Your Team consultation is booked for/)).toBeVisible();
});

test("without JavaScript a time taken meanwhile is refused and the day's times are read again", async ({
  noScriptPage: page,
}) => {
  const stamp = Date.now();
  await page.goto(`/consultation-scheduling?session_id=test_session_paid_team_late${stamp}`);
  await page.getByRole("button", { name: "Next month" }).click();
  await page.locator("button[data-date]:not([disabled])").nth(6).click();
  const date = await page.locator("button[data-date][aria-pressed=true]").getAttribute("data-date");
  const value = await chooseFirstTime(page);

  // Another paid session takes that time first.
  const other = await page.request.post("/api/functions/complete-consultation-booking", {
    data: {
      consultationType: "team",
      scheduledDate: date,
      scheduledTime: value,
      timezone: "EST",
      sessionId: `test_session_paid_team_first${stamp}`,
    },
  });
  expect(other.ok()).toBe(true);

  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(
    page.getByText("Sorry, that time was just taken. Please choose another time."),
  ).toBeVisible();
  await expect(page.locator("button[data-date][aria-pressed=true]")).toHaveAttribute(
    "data-date",
    date ?? "",
  );
  const time = page.getByLabel("Time", { exact: true });
  await expect(time.locator(`option[value="${value}"]`)).toHaveCount(0);
  await expect(time.locator("option")).not.toHaveCount(1);
});
