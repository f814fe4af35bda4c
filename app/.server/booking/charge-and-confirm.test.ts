import { describe, expect, test } from "vitest";
import { DECLINED_MESSAGE, TEST_CARDS } from "#app/.server/payments/test-provider.ts";
import { bookingServicesForFile, holdTestSlot, NOW } from "#tests/support/booking-services.ts";
import { chargeAndConfirm } from "./charge-and-confirm.ts";
import { paidItem } from "./paid-item.ts";

const booking = bookingServicesForFile();

/** Pays for the hold with a test card, as the booking flow does after holding the slot. */
const pay = (holdId: string, cardNumber: string) =>
  chargeAndConfirm(
    booking.services,
    holdId,
    { cardNumber, expiry: "12/39", cvv: "737", cardholderName: "Ada Visitor" },
    paidItem("team", booking.services.config.siteName),
    NOW,
  );

describe("chargeAndConfirm", () => {
  test("a paid hold becomes a confirmed booking with the card's public part, and is mailed", async () => {
    const holdId = await holdTestSlot(booking.services);
    const outcome = await pay(holdId, TEST_CARDS.success);

    expect(outcome).toMatchObject({ ok: true, booking: { id: holdId, status: "confirmed" } });
    expect(await booking.snapshot()).toMatchSnapshot();
  });

  test("a declined card frees the slot and sends nothing", async () => {
    const holdId = await holdTestSlot(booking.services);
    const outcome = await pay(holdId, TEST_CARDS.decline);

    expect(outcome).toEqual({ ok: false, status: 402, error: DECLINED_MESSAGE });
    expect(await booking.snapshot()).toEqual({ bookings: [], mail: [] });
  });

  test("a retried submit for the same hold is charged once and booked once", async () => {
    const holdId = await holdTestSlot(booking.services);
    await pay(holdId, TEST_CARDS.success);
    const booked = await booking.snapshot();
    const again = await pay(holdId, TEST_CARDS.success);

    expect(again).toMatchObject({ ok: true, booking: { id: holdId, status: "confirmed" } });
    // The provider answers the same key with the same charge: the row keeps its one payment.
    expect((await booking.snapshot()).bookings).toEqual(booked.bookings);
  });
});
