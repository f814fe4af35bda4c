import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { DECLINED_MESSAGE, TEST_CARDS } from "#app/.server/payments/test-provider.ts";
import {
  type BookingTestServices,
  bookingSnapshot,
  holdTestSlot,
  NOW,
  openBookingServices,
} from "#tests/support/booking-services.ts";
import { chargeAndConfirm } from "./charge-and-confirm.ts";
import { paidItem } from "./paid-item.ts";

const card = (cardNumber: string) => ({
  cardNumber,
  expiry: "12/39",
  cvv: "737",
  cardholderName: "Ada Visitor",
});

let services: BookingTestServices;
beforeAll(async () => {
  services = await openBookingServices();
});
afterAll(() => services.dispose());
beforeEach(() => services.reset());

describe("chargeAndConfirm", () => {
  test("a paid hold becomes a confirmed booking with the card's public part, and is mailed", async () => {
    const holdId = await holdTestSlot(services);
    const item = paidItem("team", services.config.siteName);
    const outcome = await chargeAndConfirm(services, holdId, card(TEST_CARDS.success), item, NOW);

    expect(outcome).toMatchObject({ ok: true, booking: { id: holdId, status: "confirmed" } });
    expect(await bookingSnapshot(services.db)).toMatchInlineSnapshot(`
      {
        "bookings": [
          {
            "cancelledAt": null,
            "cardBrand": "visa",
            "cardLast4": "4242",
            "clientAddress": null,
            "company": null,
            "consultationType": "team",
            "durationMinutes": 60,
            "email": "ada@example.com",
            "endsAt": "2031-03-10T15:00:00.000Z",
            "holdExpiresAt": null,
            "message": null,
            "name": "Ada Visitor",
            "paymentMode": "test",
            "paymentReference": "test_<uuid>",
            "paymentSessionId": null,
            "phone": null,
            "priceCents": 5000,
            "scheduledAt": "2031-03-10T14:00:00.000Z",
            "status": "confirmed",
            "timezone": "EST",
            "userId": null,
          },
        ],
        "mail": [
          {
            "attachments": [
              "consultation.ics",
            ],
            "subject": "Your Team consultation is booked",
            "to": "ada@example.com",
          },
        ],
      }
    `);
  });

  test("a declined card frees the slot and sends nothing", async () => {
    const holdId = await holdTestSlot(services);
    const item = paidItem("team", services.config.siteName);
    const outcome = await chargeAndConfirm(services, holdId, card(TEST_CARDS.decline), item, NOW);

    expect(outcome).toEqual({ ok: false, status: 402, error: DECLINED_MESSAGE });
    expect(await bookingSnapshot(services.db)).toEqual({ bookings: [], mail: [] });
  });

  test("a retried submit for the same hold is charged once and booked once", async () => {
    const holdId = await holdTestSlot(services);
    const item = paidItem("team", services.config.siteName);
    await chargeAndConfirm(services, holdId, card(TEST_CARDS.success), item, NOW);
    const booked = await bookingSnapshot(services.db);
    const again = await chargeAndConfirm(services, holdId, card(TEST_CARDS.success), item, NOW);

    expect(again).toMatchObject({ ok: true, booking: { id: holdId, status: "confirmed" } });
    // The provider answers the same key with the same charge: the row keeps its one payment.
    expect((await bookingSnapshot(services.db)).bookings).toEqual(booked.bookings);
  });
});
