import { describe, expect, test } from "vitest";
import { TEST_CARDS } from "#app/.server/payments/test-provider.ts";
import { bookingServicesForFile, NOW, SLOT_DATE } from "#tests/support/booking-services.ts";
import { completeBookingFlow } from "./complete-booking.ts";
import { readCard } from "./read-card.ts";

const direct = { mode: "direct" } as const;
const typed = {
  cardNumber: "4242 4242 4242 4242",
  expiryDate: "12/39",
  cvv: "737",
  cardholderName: " Ada Visitor ",
};

describe("readCard", () => {
  test("reads the card typed on this site, as the provider is sent it", () => {
    expect(readCard(direct, typed, NOW)).toEqual({
      ok: true,
      card: {
        cardNumber: "4242 4242 4242 4242",
        expiry: "12/39",
        cvv: "737",
        cardholderName: "Ada Visitor",
      },
    });
  });

  test("a hosted provider takes the card on its own page: there is none to read", () => {
    expect(readCard({ mode: "hosted" }, {}, NOW)).toEqual({ ok: true, card: null });
  });

  test("refuses a missing, mistyped or expired card with the reason", () => {
    expect(readCard(direct, {}, NOW)).toMatchObject({ ok: false, status: 400 });
    expect(readCard(direct, { ...typed, cardNumber: "4242 4242 4242 4241" }, NOW)).toEqual({
      ok: false,
      status: 400,
      error: "Please enter a valid card number",
    });
    expect(readCard(direct, { ...typed, expiryDate: "02/31" }, NOW)).toEqual({
      ok: false,
      status: 400,
      error: "This card has expired.",
    });
  });
});

describe("a refused card in the booking flow", () => {
  const booking = bookingServicesForFile();

  test("holds no slot and sends no mail", async () => {
    const outcome = await completeBookingFlow(
      booking.services,
      {
        name: "Ada Visitor",
        email: "ada@example.com",
        phone: null,
        company: null,
        message: null,
        consultationType: "team",
        scheduledDate: SLOT_DATE,
        scheduledTime: "10:00 AM",
        timezone: "EST",
        ...typed,
        cardNumber: TEST_CARDS.success,
        expiryDate: "01/31",
      },
      { user: null, now: NOW, clientAddress: "203.0.113.9" },
    );

    expect(outcome).toEqual({ ok: false, status: 400, error: "This card has expired." });
    expect(await booking.snapshot()).toEqual({ bookings: [], mail: [] });
  });
});
