import type { PaymentMode } from "#app/lib/payment-mode.ts";
import type { CardInput } from "#app/schemas/payment.ts";

/** Every price on the site is in US dollars; a payment in any other currency pays for nothing. */
export const CURRENCY = "usd";

export type ChargeRequest = {
  amountCents: number;
  description: string;
  card: CardInput;
  /** The same key twice means the same charge: a retried submit is never charged twice. */
  idempotencyKey: string;
};

export type ChargeResult =
  | { ok: true; reference: string; last4: string; brand?: string }
  | { ok: false; message: string };

/** Money back on a payment the provider took, named by its reference. */
export type RefundRequest = {
  paymentReference: string;
  amountCents: number;
  /** The same key twice means the same refund: a retried cancellation never refunds twice. */
  idempotencyKey: string;
};

export type RefundResult =
  | { ok: true; reference: string; amountCents: number; refundedAt: Date }
  | { ok: false; message: string };

/** What the provider says has been refunded of one charge, read back for a webhook event. */
export type ChargeRefunds = {
  paymentReference: string;
  refundedCents: number;
  refundReference: string | null;
  refundedAt: Date;
};

/** One line of a hosted payment page, priced by the server. */
export type CheckoutLineItem = { name: string; unitAmountCents: number; quantity: number };

/** A hosted payment page (Stripe Checkout): the person pays there and comes back with its id. */
export type CheckoutRequest = {
  lineItems: CheckoutLineItem[];
  customerEmail: string;
  /** Our own id for what is being paid, echoed back by the provider (a booking's or an order's). */
  reference: string;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
};

/** What the provider says about a hosted payment, read on the server (never from the browser). */
export type CheckoutSession = {
  id: string;
  /** "expired": the page closed unpaid and can no longer be paid. */
  status: "open" | "complete" | "expired";
  paid: boolean;
  amountCents: number;
  /** Lower-case ISO code, as Stripe writes it. */
  currency: string;
  /** Where the person pays, while the session is open. */
  url: string | null;
  reference: string | null;
  metadata: Record<string, string>;
  customerEmail: string | null;
  customerName: string | null;
  paymentReference: string | null;
  card: { brand: string; last4: string } | null;
};

/**
 * What checkout and booking need from a payment provider. Card details pass straight through to
 * the provider; nothing here stores or logs them. A "direct" provider takes card fields on this
 * site; a "hosted" one (Stripe) takes them on its own page, reached through `createCheckout`.
 * "none" stands for payments not set up: it refuses every charge and knows no session.
 */
export type PaymentProvider = {
  name: "test" | "stripe" | "none";
  mode: "direct" | "hosted";
  /** "test" when no real money moves (the test provider, a Stripe test key): shown and not counted. */
  paymentMode: PaymentMode;
  charge: (request: ChargeRequest) => Promise<ChargeResult>;
  createCheckout?: (request: CheckoutRequest) => Promise<{ id: string; url: string }>;
  /** The session as the provider knows it, or null for an id it does not know. */
  getCheckout: (sessionId: string) => Promise<CheckoutSession | null>;
  /** Pays money back; a refusal says why, and nothing has moved. */
  refund: (request: RefundRequest) => Promise<RefundResult>;
  /** A charge's refunds as the provider holds them (a refund made in its dashboard). */
  getChargeRefunds?: (chargeId: string) => Promise<ChargeRefunds | null>;
  /** The event of a signed webhook call, or null when the signature does not check out. */
  verifyWebhook?: (
    rawBody: string,
    signatureHeader: string | null,
  ) => { type: string; sessionId: string | null; chargeId: string | null } | null;
};

/** The session was paid, in full, in the site's currency: the one test every confirmation passes. */
export function paysExactly(session: CheckoutSession, amountCents: number): boolean {
  return session.paid && session.amountCents === amountCents && session.currency === CURRENCY;
}
