import type { OrderStatus } from "#app/.server/db/shop-schema.ts";
import type { AppServices } from "#app/.server/services.ts";
import type { PaymentMode } from "#app/lib/payment-mode.ts";
import { getOrder, getOrderLines, refundNote } from "./order-store.ts";
import { receiptLinkExpired, verifyOrderToken } from "./order-token.ts";
import { settleOrder } from "./settle-order.ts";

export type Receipt = {
  id: string;
  email: string;
  status: OrderStatus;
  totalCents: number;
  cardLast4: string | null;
  paymentMode: PaymentMode;
  /** The checkout form's one-time key: the browser that checked out knows which cart it bought. */
  checkoutKey: string;
  /** "Refunded $20.00 on Mar 15, 2025, 2:05 PM UTC" once money was paid back. */
  refunded: string | null;
  lines: { name: string; quantity: number; unitPriceCents: number }[];
};

/**
 * The receipt behind a receipt link, for its owner only: the link's signature proves a guest's
 * order; a member's order also needs that member signed in ("sign-in" when nobody is). A genuine
 * link past its time shows nothing of the order ("expired"). An order still waiting for its hosted
 * payment is settled with the provider first.
 */
export async function getReceipt(
  services: AppServices,
  link: { orderId: string; token: string; viewerId: string | null },
  now: Date,
): Promise<Receipt | "sign-in" | "expired" | null> {
  if (!verifyOrderToken(services.linkSecrets, link.orderId, link.token)) return null;
  const order = await getOrder(services.db, link.orderId);
  if (!order) return null;
  if (receiptLinkExpired(order.createdAt, now)) return "expired";
  if (order.userId && order.userId !== link.viewerId) return link.viewerId ? null : "sign-in";
  const status = await settleOrder(services, order);
  const settled = status === order.status ? order : await getOrder(services.db, order.id);
  if (!settled) return null;
  return {
    id: settled.id,
    email: settled.email,
    status: settled.status,
    totalCents: settled.totalCents,
    cardLast4: settled.cardLast4,
    paymentMode: settled.paymentMode,
    checkoutKey: settled.idempotencyKey,
    refunded: refundNote(settled),
    lines: await getOrderLines(services.db, settled.id),
  };
}
