/**
 * Whether a payment moved real money. Every order and booking records the mode of the provider
 * that took it, so test payments are labelled as such and never counted as revenue.
 */
export const PAYMENT_MODES = ["test", "live"] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** The label shown next to a test order or booking wherever it is listed. */
export const TEST_PAYMENT_LABEL = "Test payment";

/** The sentence receipts and confirmations carry for a test payment. */
export const TEST_PAYMENT_NOTE = "This was a test payment: no real money was taken.";

/** What checkout and booking say while no payment provider is configured. */
export const PAYMENTS_UNAVAILABLE_MESSAGE =
  "Payments are not set up on this site yet, so nothing can be paid for right now. Please try again later.";
