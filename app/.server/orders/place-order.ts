import type { CampaignTag } from "#app/.server/attribution/conversion-record.ts";
import { openHostedCheckout } from "#app/.server/payments/hosted-checkout.ts";
import { refuseWithoutPayments } from "#app/.server/payments/unavailable-provider.ts";
import type { AppServices } from "#app/.server/services.ts";
import type { CardInput } from "#app/schemas/payment.ts";
import { cartFingerprint } from "./cart-fingerprint.ts";
import {
  attachOrderSession,
  discardPendingOrder,
  type PricedLine,
  type StoredOrder,
  storePendingOrder,
} from "./order-store.ts";
import { receiptPath } from "./order-token.ts";
import { priceCart } from "./price-cart.ts";
import { completeOrder, settleOrder } from "./settle-order.ts";

/**
 * How long the hosted payment page stays open: time enough to pay at leisure, short enough that
 * an abandoned order is cancelled within the hour (Stripe accepts 30 minutes to 24 hours).
 */
const ORDER_CHECKOUT_MINUTES = 60;

export type OrderRequest = {
  /** The cart's lines, already merged and capped by the checkout schema. */
  lines: { id: string; quantity: number }[];
  email: string;
  userId: string | null;
  /** Only for a provider that takes the card on this site. */
  card: CardInput | null;
  idempotencyKey: string;
  /** The campaign the buyer arrived from today (see campaign attribution). */
  campaign?: CampaignTag | null;
};

export type PlaceOrderResult =
  | { ok: true; orderId: string; checkoutUrl?: string }
  | { ok: false; status: 400 | 402 | 409 | 502 | 503; error: string };

const refused = (status: 402 | 409 | 502, error: string) => ({ ok: false, status, error }) as const;

const EXPIRED = "This checkout has expired. Please reload the page and try again.";

/**
 * Checkout on the server: the cart is priced from the catalog, the order is stored as pending
 * (so nothing is ever charged for an order that could not be stored), then paid by card or sent
 * to the provider's hosted page. The form's one-time key replays only the order it made: the
 * same customer, lines and amount.
 */
export async function placeOrder(
  services: AppServices,
  request: OrderRequest,
): Promise<PlaceOrderResult> {
  const notSetUp = refuseWithoutPayments(services.payments);
  if (notSetUp) return notSetUp;
  const priced = await priceCart(services.db, request.lines);
  if (!priced.ok) return priced;
  const fingerprint = cartFingerprint(request, priced.lines, priced.totalCents);
  const order = await storePendingOrder(services.db, {
    userId: request.userId,
    email: request.email,
    idempotencyKey: request.idempotencyKey,
    cartFingerprint: fingerprint,
    totalCents: priced.totalCents,
    lines: priced.lines,
    paymentMode: services.payments.paymentMode,
    campaign: request.campaign,
  });
  // A racing submit with this key was declined and took its order away.
  if (!order) return refused(409, "This payment attempt has ended. Please try again.");
  if (order.cartFingerprint !== fingerprint) {
    return refused(
      409,
      "This checkout was already used for a different order. Please reload the page and try again.",
    );
  }
  if (order.status === "paid" || order.status === "refunded")
    return { ok: true, orderId: order.id };
  if (order.status === "cancelled") {
    return refused(409, EXPIRED);
  }
  if (order.totalCents === 0) {
    await completeOrder(services, order.id, { reference: null, last4: null });
    return { ok: true, orderId: order.id };
  }
  return services.payments.mode === "direct"
    ? payByCard(services, order, request)
    : payOnHostedPage(services, order, priced.lines);
}

async function payByCard(
  services: AppServices,
  order: StoredOrder,
  request: OrderRequest,
): Promise<PlaceOrderResult> {
  if (!request.card) throw new Error("a card payment without card details");
  const charge = await services.payments.charge({
    amountCents: order.totalCents,
    description: `${services.config.siteName} order`,
    card: request.card,
    // The provider answers a repeated key with its first answer: a retried submit pays once.
    idempotencyKey: request.idempotencyKey,
  });
  if (!charge.ok) {
    await discardPendingOrder(services.db, order.id);
    return refused(402, charge.message);
  }
  await completeOrder(services, order.id, { reference: charge.reference, last4: charge.last4 });
  return { ok: true, orderId: order.id };
}

async function payOnHostedPage(
  services: AppServices,
  order: StoredOrder,
  lines: PricedLine[],
): Promise<PlaceOrderResult> {
  if (order.paymentSessionId) {
    // A retried submit goes back to the page already opened for this order.
    const session = await services.payments.getCheckout(order.paymentSessionId);
    if (session?.status === "open" && session.url) {
      return { ok: true, orderId: order.id, checkoutUrl: session.url };
    }
    const status = await settleOrder(services, order);
    if (status === "paid") return { ok: true, orderId: order.id };
    return refused(409, EXPIRED);
  }
  const base = services.config.publicUrl;
  const opened = await openHostedCheckout(services, {
    subject: { kind: "order", id: order.id },
    lineItems: lines.map((line) => ({
      name: line.name,
      unitAmountCents: line.unitPriceCents,
      quantity: line.quantity,
    })),
    customerEmail: order.email,
    successUrl: `${base}${receiptPath(services.linkSecrets, order.id)}`,
    cancelUrl: `${base}/checkout`,
    // From the order's own creation, so a retried request asks for the very same session.
    expiresAt: new Date(order.createdAt.getTime() + ORDER_CHECKOUT_MINUTES * 60_000),
  });
  if (!opened.ok) {
    await discardPendingOrder(services.db, order.id);
    return opened;
  }
  await attachOrderSession(services.db, order.id, opened.sessionId);
  return { ok: true, orderId: order.id, checkoutUrl: opened.checkoutUrl };
}
