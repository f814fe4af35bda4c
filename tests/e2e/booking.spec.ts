import type { Page } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import { chooseFirstTime, fillBookingCard, fillByLabel } from "./fill-form.ts";
import { expect, NOT_FOUND_LOG, test } from "./fixtures.ts";

/**
 * A weekday next month: always in the future and inside the 90-day booking window. Each journey
 * takes its own day, so journeys running in parallel never race for one slot.
 */
async function pickDateAndTime(page: Page, day: number) {
  await page.getByRole("button", { name: "Next month" }).click();
  await page.locator("button[data-date]:not([disabled])").nth(day).click();
  await chooseFirstTime(page);
}

async function fillDetailsAndSchedule(page: Page, day: number) {
  await page.goto("/consultation");
  await expect(page.getByRole("heading", { level: 1, name: "Book a Consultation" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Book", exact: true }).click();

  const next = page.getByRole("button", { name: "Continue to Scheduling" });
  await expect(next).toBeDisabled();
  await fillByLabel(page, {
    "Full name": "Playwright Visitor",
    Email: "playwright.visitor@example.com",
    "What would you like to discuss?": "A roadmap review",
  });
  await expectAccessible(page);
  await next.click();
  await expect(page.getByText("Ready to schedule your consultation!")).toBeVisible();

  await expect(page.getByRole("heading", { name: "Schedule" })).toBeVisible();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByText("Please select both date and time")).toBeVisible();
  await pickDateAndTime(page, day);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByText("Great! Now please enter your payment details.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
}

test("the full booking flow with the success card ends on the confirmation", async ({ page }) => {
  await fillDetailsAndSchedule(page, 0);
  await expect(page.getByLabel("Card number")).toHaveAttribute("maxlength", "19");
  await expect(page.getByLabel("Expiry date")).toHaveAttribute("maxlength", "5");
  await expect(page.getByLabel("CVV")).toHaveAttribute("maxlength", "4");
  await page.getByRole("button", { name: "Pay $50" }).click();
  await expect(page.getByText("Please fill in all payment details")).toBeVisible();
  await fillBookingCard(page, "4242 4242 4242 4242");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Pay $50" }).click();
  await expect(
    page.getByText("Payment processed! Consultation booked successfully!"),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your consultation is booked" })).toBeVisible();
  await expect(page.getByText("Sent to playwright.visitor@example.com")).toBeVisible();
  await expectAccessible(page);
});

test.describe("a declined card", () => {
  // The browser logs the endpoint's 402 answer; the page handles it.
  test.use({ allowedConsoleErrors: [/status of 402/] });

  test("keeps the person on payment with the documented message", async ({ page }) => {
    await fillDetailsAndSchedule(page, 2);
    await fillBookingCard(page, "4000 0000 0000 0002");
    await page.getByRole("button", { name: "Pay $50" }).click();
    await expect(
      page.getByText("Payment failed. Please check your details and try again."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
    await expect(page.getByLabel("Card number")).toHaveValue("4000 0000 0000 0002");
    await expectAccessible(page);
  });
});

test.describe("a time taken while the visitor pays", () => {
  // The browser logs the endpoint's 409 answer; the page handles it.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test("sends the visitor back to scheduling with the card kept", async ({ page }) => {
    await fillDetailsAndSchedule(page, 5);
    // The payment step carries the chosen slot for a post without JavaScript.
    const day = await page.locator("input[name=scheduledDate]").inputValue();
    const time = await page.locator("input[name=scheduledTime]").inputValue();
    // Someone else pays for the same time first.
    const other = await page.request.post("/api/functions/complete-consultation-booking", {
      data: {
        consultationType: "team",
        scheduledDate: day,
        scheduledTime: time,
        timezone: "EST",
        sessionId: `test_session_paid_team_first${Date.now()}`,
      },
    });
    expect(other.ok()).toBe(true);

    await fillBookingCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay $50" }).click();
    await expect(
      page.getByText("Sorry, that time was just taken. Please choose another time."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Schedule" })).toBeVisible();
    const times = page.getByLabel("Time", { exact: true });
    await expect(times).toHaveValue("");
    await expect(times.locator(`option[value="${time}"]`)).toHaveCount(0);
    await times.selectOption({ index: 1 });
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");
  });
});

test("weekends and past days are disabled in the calendar", async ({ page }) => {
  await page.goto("/consultation?tier=executive&book=1");
  await expect(page.getByRole("heading", { name: "Book your Executive Session" })).toBeVisible();
  await page.getByLabel("Full name").fill("Calendar Checker");
  await page.getByLabel("Email").fill("calendar.checker@example.com");
  await page.getByRole("button", { name: "Continue to Scheduling" }).click();
  await page.getByRole("button", { name: "Next month" }).click();
  const days = page.locator("button[data-date]");
  await expect(days.first()).toBeVisible();
  const states = await days.evaluateAll((buttons) =>
    buttons.map((button) => ({
      day: new Date(`${button.getAttribute("data-date")}T00:00:00Z`).getUTCDay(),
      disabled: (button as HTMLButtonElement).disabled,
    })),
  );
  const weekend = states.filter((state) => state.day === 0 || state.day === 6);
  expect(weekend.length).toBeGreaterThan(7);
  expect(weekend.every((state) => state.disabled)).toBe(true);
  expect(states.some((state) => !state.disabled)).toBe(true);
  await page.getByRole("button", { name: "Previous month" }).click();
  await expect(page.getByRole("button", { name: "Previous month" })).toBeDisabled();
});

test("post-payment pages with a paid test session schedule the consultation", async ({ page }) => {
  const sessionId = `test_session_paid_team_e2e${Date.now()}`;
  await page.goto(`/consultation-success?session_id=${sessionId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible();
  await expect(page.getByText("Monday to Friday, 9AM-5PM EST")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Explore Services" })).toHaveAttribute(
    "href",
    "/quantum-forge",
  );
  await expectAccessible(page);

  await page.getByRole("link", { name: "Schedule Your Session" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Schedule Your Consultation" }),
  ).toBeVisible();
  await expect(page.getByText("Paid", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Timezone").locator("option")).toHaveCount(4);
  const confirm = page.getByRole("button", { name: "Confirm Booking" });
  await expect(confirm).toBeDisabled();
  await pickDateAndTime(page, 1);
  await page.getByLabel("Timezone").selectOption("PST");
  await expectAccessible(page);
  await confirm.click();
  await expect(
    page.getByText("Consultation scheduled successfully! Check your email for confirmation."),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Consultation Scheduled!" })).toBeVisible();
  await expectAccessible(page);

  // The same paid session shows its booked time rather than a second booking form.
  await page.goto(`/consultation-scheduling?session_id=${sessionId}&type=team`);
  await expect(page.getByText(/is booked for/)).toBeVisible();
});

test.describe("an unknown session", () => {
  test.use({ allowedConsoleErrors: [NOT_FOUND_LOG] });

  test("books nothing and says so", async ({ page }) => {
    await page.goto("/consultation-success?session_id=cs_not_a_real_session");
    await expect(
      page.getByRole("heading", { level: 1, name: "We could not find this payment" }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.goto("/consultation-scheduling?session_id=cs_not_a_real_session&type=team");
    await expect(page.getByRole("button", { name: "Confirm Booking" })).toHaveCount(0);
  });
});
