import { randomUUID } from "node:crypto";
import { isTierKey, tierPriceCents } from "#app/lib/booking/tiers.ts";
import { cardDigits, expiryInFuture, luhnValid } from "#app/schemas/payment.ts";
import {
  type ChargeResult,
  type CheckoutSession,
  CURRENCY,
  type PaymentProvider,
} from "./provider.ts";

/** The documented test cards (the same numbers Stripe uses in test mode). */
export const TEST_CARDS = {
  success: "4242424242424242",
  decline: "4000000000000002",
  /** Paid like the first; a refund of its payment is refused, as Stripe's refund-failure card. */
  refundFails: "4000000000005126",
} as const;

export const REFUND_REFUSED_MESSAGE =
  "The card's bank refused the refund (test card 4000 0000 0000 5126).";

/** A payment the test provider took: its charges and its documented sessions. */
const TEST_REFERENCE = /^test_[\w-]+$/;

export const DECLINED_MESSAGE = "Your card was declined.";

/** Who a test session's booking is confirmed to when nobody is signed in (reserved domain). */
export const TEST_CUSTOMER_EMAIL = "test-customer@celestial.example";

function cardBrand(digits: string): string {
  if (digits.startsWith("4")) return "visa";
  if (/^5[1-5]/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  return "card";
}

/**
 * Documented test payment sessions for the post-payment pages, in the spirit of the test cards:
 * `test_session_paid_<tier>_<anything>` is a completed payment of that tier's price,
 * `test_session_unpaid_<anything>` one that was never paid; any other id is unknown. Each id can
 * book one consultation (the booking table keeps session ids unique).
 */
function testSession(sessionId: string): CheckoutSession | null {
  const paid = /^test_session_paid_([a-z]+)_[\w-]{1,64}$/.exec(sessionId);
  if (paid && isTierKey(paid[1])) {
    return {
      id: sessionId,
      status: "complete",
      paid: true,
      amountCents: tierPriceCents(paid[1]),
      currency: CURRENCY,
      url: null,
      reference: null,
      metadata: { tier: paid[1] },
      customerEmail: null,
      customerName: null,
      paymentReference: sessionId,
      card: { brand: "visa", last4: "4242" },
    };
  }
  if (/^test_session_unpaid_[\w-]{1,64}$/.test(sessionId)) {
    return {
      id: sessionId,
      status: "open",
      paid: false,
      amountCents: 0,
      currency: CURRENCY,
      url: null,
      reference: null,
      metadata: {},
      customerEmail: null,
      customerName: null,
      paymentReference: null,
      card: null,
    };
  }
  return null;
}

/**
 * The embedded provider used when no real one is configured: 4242 4242 4242 4242 succeeds,
 * 4000 0000 0000 0002 declines, a number failing the Luhn check or an expired card is refused, and
 * any other number is refused as not a test card.
 */
export function createTestPaymentProvider(clock: () => Date = () => new Date()): PaymentProvider {
  const settled = new Map<string, ChargeResult>();
  return {
    name: "test",
    mode: "direct",
    paymentMode: "test",
    charge: async (request) => {
      const previous = settled.get(request.idempotencyKey);
      if (previous) return previous;
      const digits = cardDigits(request.card.cardNumber);
      const result: ChargeResult =
        !/^\d{12,19}$/.test(digits) || !luhnValid(digits)
          ? { ok: false, message: "Your card number is invalid." }
          : !expiryInFuture(request.card.expiry, clock())
            ? { ok: false, message: "Your card has expired." }
            : digits === TEST_CARDS.success || digits === TEST_CARDS.refundFails
              ? {
                  ok: true,
                  // The reference carries what the card does to a refund: nothing is kept here.
                  reference: `test_${digits === TEST_CARDS.refundFails ? "norefund_" : ""}${randomUUID()}`,
                  last4: digits.slice(-4),
                  brand: cardBrand(digits),
                }
              : digits === TEST_CARDS.decline
                ? { ok: false, message: DECLINED_MESSAGE }
                : {
                    ok: false,
                    message: "This is the test payment provider: use the card 4242 4242 4242 4242.",
                  };
      settled.set(request.idempotencyKey, result);
      return result;
    },
    getCheckout: async (sessionId) => testSession(sessionId),
    refund: async (request) => {
      if (!TEST_REFERENCE.test(request.paymentReference)) {
        return { ok: false, message: "The test provider did not take this payment." };
      }
      if (request.paymentReference.startsWith("test_norefund_")) {
        return { ok: false, message: REFUND_REFUSED_MESSAGE };
      }
      return {
        ok: true,
        reference: `test_refund_${request.idempotencyKey}`,
        amountCents: request.amountCents,
        refundedAt: clock(),
      };
    },
  };
}
