import { describe, expect, test } from "vitest";
import { checkoutSubject, subjectMetadata } from "./checkout-subject.ts";

describe("checkoutSubject", () => {
  test("reads back what subjectMetadata wrote, whatever else the session carries", () => {
    const order = { kind: "order", id: "order-1" } as const;
    const booking = { kind: "booking", id: "booking-1" } as const;
    expect(subjectMetadata(order)).toEqual({ kind: "order", order_id: "order-1" });
    expect(checkoutSubject(subjectMetadata(order))).toEqual(order);
    expect(checkoutSubject({ tier: "team", ...subjectMetadata(booking) })).toEqual(booking);
  });

  test("sessions opened before kinds were written are known by their one id key", () => {
    expect(checkoutSubject({ order_id: "order-1" })).toEqual({ kind: "order", id: "order-1" });
    expect(checkoutSubject({ booking_id: "booking-1", tier: "team" })).toEqual({
      kind: "booking",
      id: "booking-1",
    });
  });

  test("nothing is guessed: both keys, neither, an unknown kind or a kind without its id", () => {
    expect(checkoutSubject({ order_id: "order-1", booking_id: "booking-1" })).toBeNull();
    expect(checkoutSubject({})).toBeNull();
    expect(checkoutSubject({ tier: "team" })).toBeNull();
    expect(checkoutSubject({ kind: "gift-card", booking_id: "booking-1" })).toBeNull();
    expect(checkoutSubject({ kind: "order", booking_id: "booking-1" })).toBeNull();
  });
});
