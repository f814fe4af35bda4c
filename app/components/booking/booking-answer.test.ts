import { describe, expect, test } from "vitest";
import { readBookingAnswer } from "./booking-answer.ts";

const booking = {
  id: "0b9f0c52-8d0e-4c57-9a57-0f3f8f1f2b01",
  consultationType: "team",
  consultationPrice: 50,
  consultationDuration: 60,
  startsAt: "2031-03-10T14:00:00.000Z",
  timezone: "EST",
  email: "ada@example.com",
  cardLast4: "4242",
};

describe("readBookingAnswer", () => {
  test("reads a booking, keeping what the confirmation shows", () => {
    expect(readBookingAnswer(true, { booking })).toEqual({
      booking: {
        startsAt: booking.startsAt,
        timezone: "EST",
        email: "ada@example.com",
        cardLast4: "4242",
      },
    });
  });

  test("reads the hosted payment page to go to", () => {
    const answer = { checkoutUrl: "https://checkout.stripe.test/pay/cs_1" };
    expect(readBookingAnswer(true, answer)).toEqual(answer);
  });

  test("tells a taken slot from any other refusal", () => {
    const taken = { error: "Sorry, that time was just taken.", code: "slot_taken" };
    expect(readBookingAnswer(false, taken)).toEqual(taken);
    expect(readBookingAnswer(false, { error: "Your card was declined." })).toEqual({
      error: "Your card was declined.",
    });
  });

  test("an answer of another shape is no answer", () => {
    expect(readBookingAnswer(false, null)).toBeNull();
    expect(readBookingAnswer(false, { booking })).toBeNull();
    expect(readBookingAnswer(true, { booking: { ...booking, timezone: "Mars" } })).toBeNull();
    expect(readBookingAnswer(true, { checkoutUrl: "javascript:alert(1)" })).toBeNull();
  });
});
