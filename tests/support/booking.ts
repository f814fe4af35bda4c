import { addDays, dateInZone, weekdayOf } from "#app/lib/consultation/zoned-time.ts";

/** The first weekday at least `days` ahead in New York, where the slots are. */
export function weekdayAhead(days: number): string {
  let date = addDays(dateInZone(new Date(), "America/New_York"), days);
  while ([0, 6].includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}

/** A complete booking-flow payload for the JSON endpoint, paid with the test card. */
export const bookingPayload = (overrides: Record<string, unknown>) => ({
  name: "Ada Visitor",
  email: "ada.visitor@example.com",
  timezone: "PST",
  cardNumber: "4242 4242 4242 4242",
  expiryDate: "12/39",
  cvv: "737",
  cardholderName: "Ada Visitor",
  consultationType: "team",
  scheduledDate: weekdayAhead(20),
  scheduledTime: "11:00 AM",
  ...overrides,
});
