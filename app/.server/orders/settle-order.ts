import type { OrderStatus } from "#app/.server/db/shop-schema.ts";
import { receiptMail } from "#app/.server/mail/templates.ts";
import { orderCancelled, orderPaid } from "#app/.server/notifications/order-notices.ts";
import { type CheckoutSession, paysExactly } from "#app/.server/payments/provider.ts";
import type { AppServices } from "#app/.server/services.ts";
import {
  cancelOrder,
  findOrderBySession,
  getOrder,
  getOrderLines,
  markOrderPaid,
  type StoredOrder,
} from "./order-store.ts";

/** The order is paid: it is marked so once, and that one time the receipt goes out. */
export async function completeOrder(
  services: AppServices,
  orderId: string,
  payment: { reference: string | null; last4: string | null },
): Promise<void> {
  if (!(await markOrderPaid(services.db, orderId, payment))) return;
  const order = await getOrder(services.db, orderId);
  if (!order) throw new Error("order vanished after payment");
  await services.mailer
    .send(
      receiptMail({
        to: order.email,
        siteName: services.config.siteName,
        orderId,
        lines: await getOrderLines(services.db, orderId),
        totalCents: order.totalCents,
        last4: order.cardLast4,
        paymentMode: order.paymentMode,
      }),
    )
    .catch((error: unknown) =>
      services.logger.error({ err: error, orderId }, "receipt mail failed"),
    );
  await orderPaid(services, order).catch((error: unknown) =>
    services.logger.error({ err: error, orderId }, "new order notice failed"),
  );
}

/**
 * A pending order paid on a hosted page: the session is read back from the provider (never taken
 * from the browser or the webhook's body) and settles the order as `settleWithSession` says.
 */
export async function settleOrder(services: AppServices, order: StoredOrder): Promise<OrderStatus> {
  if (order.status !== "pending" || !order.paymentSessionId) return order.status;
  const session = await services.payments.getCheckout(order.paymentSessionId);
  return session ? settleWithSession(services, order, session) : order.status;
}

/** The webhook read an order's session from the provider: settles the order it was opened for. */
export async function settleOrderSession(
  services: AppServices,
  session: CheckoutSession,
): Promise<void> {
  const order = await findOrderBySession(services.db, session.id);
  if (order) await settleWithSession(services, order, session);
}

/**
 * The session confirms the order only if it was opened for it and paid its exact amount in the
 * site's currency; one that expired unpaid cancels the order.
 */
async function settleWithSession(
  services: AppServices,
  order: StoredOrder,
  session: CheckoutSession,
): Promise<OrderStatus> {
  if (order.status !== "pending" || session.reference !== order.id) return order.status;
  if (paysExactly(session, order.totalCents)) {
    await completeOrder(services, order.id, {
      reference: session.paymentReference,
      last4: session.card?.last4 ?? null,
    });
    return "paid";
  }
  if (session.paid) {
    services.logger.error(
      { orderId: order.id, sessionId: session.id },
      "a checkout session paid another amount or currency than its order",
    );
    return order.status;
  }
  if (session.status === "expired") {
    if (await cancelOrder(services.db, order.id)) await orderCancelled(services, order);
    return "cancelled";
  }
  return order.status;
}
