import { SERVICE_TIME_ZONE } from "#app/lib/booking/timezones.ts";
import { addDays, dateInZone, weekdayOf } from "#app/lib/booking/zoned-time.ts";
import { expectAccessible } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

/** A weekday some 70 to 84 days ahead: far from the days the booking journeys pick next month. */
function farWeekday(): string {
  let date = addDays(dateInZone(new Date(), SERVICE_TIME_ZONE), 70 + (Date.now() % 15));
  while (weekdayOf(date) === 0 || weekdayOf(date) === 6) date = addDays(date, 1);
  return date;
}

test("an admin cancels and refunds a booking from the list, with the keyboard and a reason", async ({
  page,
  signInAs,
}) => {
  const email = `refund.journey.${Date.now()}@example.com`;
  const booked = await page.request.post("/api/functions/complete-consultation-booking", {
    data: {
      name: "Refund Journey",
      email,
      timezone: "EST",
      cardNumber: "4242 4242 4242 4242",
      expiryDate: "12/39",
      cvv: "123",
      cardholderName: "Refund Journey",
      consultationType: "team",
      scheduledDate: farWeekday(),
      scheduledTime: "3:00 PM",
    },
  });
  expect(booked.ok()).toBe(true);

  await signInAs("admin@celestial.example");
  await page.goto("/admin/bookings");
  const row = page.getByRole("row").filter({ hasText: email });
  await row.locator("summary").focus();
  await page.keyboard.press("Enter");
  const reason = row.getByLabel("Reason");
  await expect(reason).toBeVisible();
  await expectAccessible(page);

  await reason.fill("The journey cancels what it booked");
  await reason.press("Enter");
  await expect(page.getByText("Booking cancelled and $50.00 refunded")).toBeVisible();
  await expect(row.getByText("Refunded", { exact: true })).toBeVisible();
  await expect(row.getByText(/^Refunded \$50\.00 on /)).toBeVisible();
  await expectAccessible(page);
});
