import { describe, expect, test } from "vitest";
import { CardSchema, expiryInFuture } from "./payment.ts";

describe("card checks", () => {
  const card = { cardNumber: "", expiry: "12/30", cvv: "123", cardholderName: "A" };
  test("Luhn", () => {
    expect(CardSchema.safeParse({ ...card, cardNumber: "4242 4242 4242 4242" }).success).toBe(true);
    expect(CardSchema.safeParse({ ...card, cardNumber: "4242 4242 4242 4241" }).success).toBe(
      false,
    );
    expect(CardSchema.safeParse({ ...card, cardNumber: "4000000000000002" }).success).toBe(true);
  });
  test("expiry runs to the end of its month", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    expect(expiryInFuture("11/26", now)).toBe(true);
    expect(expiryInFuture("10/26", now)).toBe(false);
    expect(expiryInFuture("01/27", now)).toBe(true);
  });
});
