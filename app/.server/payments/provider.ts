import type { CardInput } from "#app/schemas/payment.ts";

export type ChargeRequest = {
  amountCents: number;
  description: string;
  card: CardInput;
  /** The same key twice means the same charge: a retried submit is never charged twice. */
  idempotencyKey: string;
};

export type ChargeResult =
  | { ok: true; reference: string; last4: string }
  | { ok: false; message: string };

/**
 * What checkout and booking need from a payment provider. Card details pass straight through to
 * the provider; nothing here stores or logs them.
 */
export type PaymentProvider = {
  name: "test" | "stripe";
  charge: (request: ChargeRequest) => Promise<ChargeResult>;
};
