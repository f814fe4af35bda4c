import { formatAmountCents } from "#app/lib/money.ts";
import { sendActivityMail } from "./email-channel.ts";
import type { NotifyServices } from "./notify-services.ts";
import { queuePush } from "./push-channel.ts";
import { accountIdsFor, adminIds } from "./push-subscriptions.ts";

type OrderFacts = { id: string; userId: string | null; email: string; totalCents: number };

/** A paid order is a new order for the admins (the customer already has the receipt). */
export async function orderPaid(services: NotifyServices, order: OrderFacts): Promise<void> {
  await queuePush(services, await adminIds(services.db), {
    title: "New order",
    body: `An order of ${formatAmountCents(order.totalCents)} was paid.`,
    url: "/admin/orders",
  });
}

/** The order changed: the customer hears of it by e-mail and push, as they and the site allow. */
async function tellCustomer(
  services: NotifyServices,
  order: OrderFacts,
  notice: { subject: string; lines: string[]; title: string; body: string; url: string },
) {
  const { siteName, emails } = services.config;
  await sendActivityMail(services, {
    to: order.email,
    subject: notice.subject,
    text: [...notice.lines, `Questions? Write to ${emails.support}.`, siteName].join("\n\n"),
  }).catch((error: unknown) =>
    services.logger.error({ err: error, orderId: order.id }, "order change mail failed"),
  );
  await queuePush(services, await accountIdsFor(services.db, order), notice);
}

/** The order was cancelled unpaid (its payment page expired). */
export function orderCancelled(services: NotifyServices, order: OrderFacts): Promise<void> {
  const { siteName, publicUrl } = services.config;
  return tellCustomer(services, order, {
    subject: `Your ${siteName} order was cancelled`,
    lines: [
      `Your order (${order.id}) of ${formatAmountCents(order.totalCents)} was cancelled because the payment was not completed. Nothing was charged.`,
      `Your cart is still in the shop: ${publicUrl}/shop`,
    ],
    title: "Order cancelled",
    body: `Your order of ${formatAmountCents(order.totalCents)} was cancelled; nothing was charged.`,
    url: "/shop",
  });
}

/** The order's payment was paid back in full. */
export function orderRefunded(
  services: NotifyServices,
  order: OrderFacts & { refundedCents: number; cardLast4: string | null },
): Promise<void> {
  const { siteName } = services.config;
  const card = order.cardLast4 ? ` to the card ending ${order.cardLast4}` : "";
  const amount = formatAmountCents(order.refundedCents);
  return tellCustomer(services, order, {
    subject: `Your ${siteName} order was refunded`,
    lines: [
      `Your order (${order.id}) was refunded: ${amount}${card}. It can take 5 to 10 business days to show on your statement.`,
    ],
    title: "Order refunded",
    body: `Your order of ${formatAmountCents(order.totalCents)} was refunded.`,
    url: "/shop",
  });
}

/** An admin marked the paid order as sent or delivered. */
export function orderFulfilled(services: NotifyServices, order: OrderFacts): Promise<void> {
  const { siteName } = services.config;
  return tellCustomer(services, order, {
    subject: `Your ${siteName} order is on its way`,
    lines: [`Your order (${order.id}) of ${formatAmountCents(order.totalCents)} has been sent.`],
    title: "Order sent",
    body: `Your order of ${formatAmountCents(order.totalCents)} has been sent.`,
    url: "/shop",
  });
}
