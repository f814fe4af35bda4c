import { describe, expect, test } from "vitest";
import {
  bookingServicesForFile,
  holdTestSlot,
  NOW,
  SLOT_DATE,
} from "#tests/support/booking-services.ts";
import { completePostPayment } from "./complete-after-payment.ts";

const choose = (sessionId: string, scheduledTime = "2:00 PM") => ({
  sessionId,
  consultationType: "team" as const,
  scheduledDate: SLOT_DATE,
  scheduledTime,
  timezone: "PST" as const,
});
const anonymous = { user: null, now: NOW };

const booking = bookingServicesForFile();

describe("completePostPayment", () => {
  test("books the chosen time for a paid session and mails the confirmation", async () => {
    const outcome = await completePostPayment(
      booking.services,
      choose("test_session_paid_team_after"),
      anonymous,
    );

    expect(outcome).toMatchObject({ ok: true, booking: { status: "confirmed" } });
    expect(await booking.snapshot()).toMatchSnapshot();
  });

  test("a payment books one consultation only", async () => {
    const sessionId = "test_session_paid_team_once";
    await completePostPayment(booking.services, choose(sessionId), anonymous);
    const booked = await booking.snapshot();

    expect(
      await completePostPayment(booking.services, choose(sessionId, "3:00 PM"), anonymous),
    ).toEqual({
      ok: false,
      status: 409,
      error: "This payment has already been used to book a consultation.",
    });
    expect(await booking.snapshot()).toEqual(booked);
  });

  test("a time someone else holds is refused as taken, and nothing is booked", async () => {
    await holdTestSlot(booking.services, { time: "2:00 PM" });
    const held = await booking.snapshot();

    expect(
      await completePostPayment(booking.services, choose("test_session_paid_team_late"), anonymous),
    ).toMatchObject({ ok: false, status: 409, code: "slot_taken" });
    expect(await booking.snapshot()).toEqual(held);
  });

  test("an unpaid session, or one for another tier, books nothing", async () => {
    expect(
      await completePostPayment(booking.services, choose("test_session_unpaid_after"), anonymous),
    ).toMatchObject({ ok: false, status: 402 });
    expect(
      await completePostPayment(
        booking.services,
        choose("test_session_paid_founder_after"),
        anonymous,
      ),
    ).toEqual({
      ok: false,
      status: 400,
      error: "This payment was made for a different consultation type.",
    });
    expect(await booking.snapshot()).toEqual({ bookings: [], mail: [] });
  });
});
