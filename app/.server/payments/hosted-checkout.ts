import type { AppServices } from "#app/.server/services.ts";
import { type CheckoutSubject, subjectMetadata } from "./checkout-subject.ts";
import type { CheckoutLineItem } from "./provider.ts";

export type HostedCheckout = {
  /** What is paid for, already stored: the session names it so the webhook settles that record. */
  subject: CheckoutSubject;
  lineItems: CheckoutLineItem[];
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** What the paying side checks again when the session comes back (a booking's tier). */
  metadata?: Record<string, string>;
};

export type HostedCheckoutOutcome =
  | { ok: true; sessionId: string; checkoutUrl: string }
  | { ok: false; status: 502; error: string };

/**
 * Opens the provider's payment page (Stripe Checkout) for a pending order or a held slot. The
 * caller links the session to its record, or on a refusal lets the record go, so nothing waits
 * for a payment page that never opened.
 */
export async function openHostedCheckout(
  services: Pick<AppServices, "payments" | "logger">,
  checkout: HostedCheckout,
): Promise<HostedCheckoutOutcome> {
  const provider = services.payments;
  if (!provider.createCheckout) throw new Error("hosted payment provider without checkout");
  try {
    const session = await provider.createCheckout({
      lineItems: checkout.lineItems,
      customerEmail: checkout.customerEmail,
      reference: checkout.subject.id,
      metadata: { ...checkout.metadata, ...subjectMetadata(checkout.subject) },
      successUrl: checkout.successUrl,
      cancelUrl: checkout.cancelUrl,
      expiresAt: checkout.expiresAt,
    });
    return { ok: true, sessionId: session.id, checkoutUrl: session.url };
  } catch (error) {
    services.logger.error(
      { err: error, subject: checkout.subject },
      "checkout session could not be created",
    );
    return {
      ok: false,
      status: 502,
      error: "The payment service is unavailable. Please try again.",
    };
  }
}
