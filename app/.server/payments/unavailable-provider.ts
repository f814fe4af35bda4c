import { PAYMENTS_UNAVAILABLE_MESSAGE } from "#app/lib/payment-mode.ts";
import type { PaymentProvider } from "./provider.ts";

/**
 * The provider of a site with payments not set up: it takes no card and knows no payment, so
 * nothing can ever be recorded as paid.
 */
export function createUnavailablePaymentProvider(): PaymentProvider {
  return {
    name: "none",
    mode: "direct",
    paymentMode: "live",
    charge: async () => ({ ok: false, message: PAYMENTS_UNAVAILABLE_MESSAGE }),
    getCheckout: async () => null,
    refund: async () => ({ ok: false, message: PAYMENTS_UNAVAILABLE_MESSAGE }),
  };
}

/**
 * The refusal a checkout or booking command answers with before it stores anything, so no order
 * or slot waits for a payment that cannot be taken; null when payments can be taken.
 */
export function refuseWithoutPayments(
  provider: PaymentProvider,
): { ok: false; status: 503; error: string } | null {
  return provider.name === "none"
    ? { ok: false, status: 503, error: PAYMENTS_UNAVAILABLE_MESSAGE }
    : null;
}
