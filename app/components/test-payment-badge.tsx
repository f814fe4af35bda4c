import { TEST_PAYMENT_LABEL } from "#app/lib/payment-mode.ts";

/** Marks an order or booking paid through a test provider wherever it is listed. */
export function TestPaymentBadge() {
  return (
    <span className="ml-2 inline-block rounded-full border border-accent px-2 py-0.5 text-xs font-medium whitespace-nowrap">
      {TEST_PAYMENT_LABEL}
    </span>
  );
}
