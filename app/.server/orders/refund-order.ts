import { and, eq } from "drizzle-orm";
import { orders } from "#app/.server/db/shop-schema.ts";
import { orderRefunded } from "#app/.server/notifications/order-notices.ts";
import type { AppServices } from "#app/.server/services.ts";
import { getOrder } from "./order-store.ts";

export type OrderRefundOutcome =
  | { ok: true; refundedCents: number }
  | { ok: false; reason: "not-refundable" }
  | { ok: false; reason: "refund-refused"; message: string };

/**
 * An admin refunds a paid order in full (what was not refunded yet): the provider is asked first,
 * and a refusal leaves the order as it was. The order becomes "refunded" and the customer is told.
 */
export async function refundOrder(
  services: AppServices,
  orderId: string,
): Promise<OrderRefundOutcome> {
  const order = await getOrder(services.db, orderId);
  const owed = order ? order.totalCents - order.refundedCents : 0;
  if (order?.status !== "paid" || !order.paymentReference || owed <= 0) {
    return { ok: false, reason: "not-refundable" };
  }
  const refund = await services.payments.refund({
    paymentReference: order.paymentReference,
    amountCents: owed,
    idempotencyKey: `order-${orderId}-after-${order.refundedCents}`,
  });
  if (!refund.ok) return { ok: false, reason: "refund-refused", message: refund.message };
  const refundedCents = order.refundedCents + refund.amountCents;
  const [updated] = await services.db
    .update(orders)
    .set({
      status: "refunded",
      refundedCents,
      refundedAt: refund.refundedAt,
      refundReference: refund.reference,
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, "paid")))
    .returning({ id: orders.id });
  if (updated) {
    await orderRefunded(services, { ...order, refundedCents });
  }
  return { ok: true, refundedCents: refund.amountCents };
}
