import { expect } from "vitest";
import { consultationBookings, outbox } from "#app/.server/db/schema.ts";
import { addDays, dateInZone, weekdayOf } from "#app/lib/booking/zoned-time.ts";
import { rowsWhere } from "./rows.ts";
import { postForm } from "./sign-in.ts";
import type { TestApp } from "./test-app.ts";

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

/** Posts a booking to the JSON endpoint the booking flow completes with. */
export function postBooking(
  app: TestApp,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return app.fetch("/api/functions/complete-consultation-booking", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/** Every booking row made for this e-mail address. */
export function bookingsOf(app: TestApp, email: string) {
  return rowsWhere(app, consultationBookings, { email });
}

/** The mails sent to this address, oldest first. */
export function mailsTo(app: TestApp, to: string) {
  return rowsWhere(app, outbox, { to });
}

/** The path of the manage link in a confirmation mail's text. */
export function manageLinkIn(app: TestApp, text = ""): string {
  return (text.match(/https?:\/\/\S+\/consultation\/manage\/\S+/)?.[0] ?? "").slice(app.url.length);
}

/** Moves a booking from its manage page, as the form there posts it without JavaScript. */
export function reschedule(
  app: TestApp,
  managePath: string,
  to: { date: string; time: string; timezone: string },
): Promise<Response> {
  return postForm(app, managePath, { intent: "reschedule", ...to });
}

/** The n-th weekday from two weeks ahead, so every test can book a day of its own. */
export const weekdayInTwoWeeks = (n: number) => weekdayAhead(14, n);

/** The booking flow's payload from a visitor on Pacific time who fills in every field. */
export function visitorBooking(overrides: Record<string, unknown> = {}) {
  return bookingFlowPayload({
    phone: "+1 555 0100",
    company: "Orbit Labs",
    message: "Roadmap review",
    timezone: "PST",
    scheduledDate: weekdayInTwoWeeks(0),
    ...overrides,
  });
}

/** Books through the JSON endpoint as that visitor, with these fields changed. */
export function bookVisitor(
  app: TestApp,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return postBooking(app, visitorBooking(overrides), headers);
}

/** Books as bookVisitor does, for a test that needs the booking made: anything but 200 fails it. */
export async function bookVisitorOk(app: TestApp, overrides: Record<string, unknown> = {}) {
  expect((await bookVisitor(app, overrides)).status).toBe(200);
}
