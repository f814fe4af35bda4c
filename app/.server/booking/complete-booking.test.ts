import { describe, expect, test } from "vitest";
import { TEST_CARDS } from "#app/.server/payments/test-provider.ts";
import { createUnavailablePaymentProvider } from "#app/.server/payments/unavailable-provider.ts";
import { bookingServicesForFile, NOW, SLOT_DATE } from "#tests/support/booking-services.ts";
import { completeBookingFlow } from "./complete-booking.ts";

const payload = (email: string, overrides: { scheduledDate?: string } = {}) => ({
  name: "Ada Visitor",
  email,
  phone: "+1 555 0100",
  company: null,
  message: null,
  consultationType: "founder" as const,
  scheduledDate: SLOT_DATE,
  scheduledTime: "1:00 PM",
  timezone: "CET" as const,
  cardNumber: TEST_CARDS.success,
  expiryDate: "12/39",
  cvv: "737",
  cardholderName: "Ada Visitor",
  ...overrides,
});
const context = { user: null, now: NOW, clientAddress: "203.0.113.9" };

const booking = bookingServicesForFile();

describe("completeBookingFlow", () => {
  test("books and prices the slot from the tier, and the next person finds it taken", async () => {
    const first = await completeBookingFlow(booking.services, payload("ada@example.com"), context);
    expect(first).toMatchObject({ ok: true, booking: { tier: "founder", priceCents: 10_000 } });

    expect(
      await completeBookingFlow(booking.services, payload("bo@example.com"), context),
    ).toMatchObject({
      ok: false,
      status: 409,
      code: "slot_taken",
    });
    const { bookings, mail } = await booking.snapshot();
    expect(
      bookings.map(({ email, status, priceCents, durationMinutes, timezone }) => ({
        email,
        status,
        priceCents,
        durationMinutes,
        timezone,
      })),
    ).toEqual([
      {
        email: "ada@example.com",
        status: "confirmed",
        priceCents: 10_000,
        durationMinutes: 120,
        timezone: "CET",
      },
    ]);
    expect(mail.map((message) => message.to)).toEqual(["ada@example.com"]);
  });

  test("refuses a past day, or any booking while payments are not set up, before holding", async () => {
    expect(
      await completeBookingFlow(
        booking.services,
        payload("ada@example.com", { scheduledDate: "2031-02-24" }),
        context,
      ),
    ).toMatchObject({ ok: false, status: 400 });
    expect(
      await completeBookingFlow(
        { ...booking.services, payments: createUnavailablePaymentProvider() },
        payload("ada@example.com"),
        context,
      ),
    ).toMatchObject({ ok: false, status: 503 });
    expect(await booking.snapshot()).toEqual({ bookings: [], mail: [] });
  });
});
