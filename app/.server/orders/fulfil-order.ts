import { and, eq, isNull } from "drizzle-orm";
import { orders } from "#app/.server/db/shop-schema.ts";
import { orderFulfilled } from "#app/.server/notifications/order-notices.ts";
import type { AppServices } from "#app/.server/services.ts";

/**
 * An admin marks a paid order as sent or delivered; the customer is told once. Answers false for
 * an order that is not paid or was marked already.
 */
export async function fulfilOrder(services: AppServices, orderId: string, now: Date) {
  const [order] = await services.db
    .update(orders)
    .set({ fulfilledAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, "paid"), isNull(orders.fulfilledAt)))
    .returning({
      id: orders.id,
      userId: orders.userId,
      email: orders.email,
      totalCents: orders.totalCents,
    });
  if (!order) return false;
  await orderFulfilled(services, order);
  return true;
}
