import type { PaymentProvider } from "./provider.ts";

/** What checkout and booking say while no payment provider is configured. */
export const PAYMENTS_UNAVAILABLE_MESSAGE =
  "Payments are not set up on this site yet, so nothing can be paid for right now. Please try again later.";

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
  };
}

/** The message to show instead of a payment form, or null when payments can be taken. */
export function paymentsUnavailable(provider: PaymentProvider): string | null {
  return provider.name === "none" ? PAYMENTS_UNAVAILABLE_MESSAGE : null;
}

/**
 * The refusal a checkout or booking command answers with before it stores anything, so no order
 * or slot waits for a payment that cannot be taken; null when payments can be taken.
 */
export function refuseWithoutPayments(
  provider: PaymentProvider,
): { ok: false; status: 503; error: string } | null {
  const message = paymentsUnavailable(provider);
  return message ? { ok: false, status: 503, error: message } : null;
}
