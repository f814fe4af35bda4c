import { randomUUID } from "node:crypto";
import { cardDigits } from "#app/schemas/payment.ts";
import type { ChargeResult, PaymentProvider } from "./provider.ts";

/** The documented test cards (the same numbers Stripe uses in test mode). */
export const TEST_CARDS = {
  success: "4242424242424242",
  decline: "4000000000000002",
} as const;

export const DECLINED_MESSAGE = "Your card was declined.";

/**
 * The embedded provider used when no real one is configured: 4242 4242 4242 4242 succeeds,
 * 4000 0000 0000 0002 declines, any other number is refused as not a test card.
 */
export function createTestPaymentProvider(): PaymentProvider {
  const settled = new Map<string, ChargeResult>();
  return {
    name: "test",
    charge: async (request) => {
      const previous = settled.get(request.idempotencyKey);
      if (previous) return previous;
      const digits = cardDigits(request.card.cardNumber);
      const result: ChargeResult =
        digits === TEST_CARDS.success
          ? { ok: true, reference: `test_${randomUUID()}`, last4: digits.slice(-4) }
          : digits === TEST_CARDS.decline
            ? { ok: false, message: DECLINED_MESSAGE }
            : {
                ok: false,
                message: "This is the test payment provider: use the card 4242 4242 4242 4242.",
              };
      settled.set(request.idempotencyKey, result);
      return result;
    },
  };
}
