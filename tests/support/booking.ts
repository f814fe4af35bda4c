import { addDays, dateInZone, weekdayOf } from "#app/lib/booking/zoned-time.ts";

/** The n-th weekday counted from `daysAhead` days from now, so each test can book a day of its own. */
export function weekdayAhead(daysAhead: number, n: number): string {
  let date = addDays(dateInZone(new Date(), "America/New_York"), daysAhead);
  let seen = 0;
  for (;;) {
    if (weekdayOf(date) !== 0 && weekdayOf(date) !== 6) {
      if (seen === n) return date;
      seen += 1;
    }
    date = addDays(date, 1);
  }
}

/** A complete booking-flow payload for the JSON endpoint, paid with the test card. */
export function bookingFlowPayload(overrides: Record<string, unknown> = {}) {
  return {
    name: "Ada Visitor",
    email: "ada.visitor@example.com",
    timezone: "EST",
    cardNumber: "4242 4242 4242 4242",
    expiryDate: "12/39",
    cvv: "737",
    cardholderName: "Ada Visitor",
    consultationType: "team",
    consultationPrice: 50,
    consultationDuration: 60,
    scheduledDate: weekdayAhead(30, 0),
    scheduledTime: "10:00 AM",
    ...overrides,
  };
}
