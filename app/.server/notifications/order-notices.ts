import type { AppServices } from "#app/.server/services.ts";
import { sendActivityMail } from "./email-channel.ts";
import { queuePush } from "./push-channel.ts";
import { accountIdsFor, adminIds } from "./push-subscriptions.ts";

type OrderFacts = { id: string; userId: string | null; email: string; totalCents: number };

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** A paid order is a new order for the admins (the customer already has the receipt). */
export async function orderPaid(services: AppServices, order: OrderFacts): Promise<void> {
  await queuePush(services, await adminIds(services.db), {
    title: "New order",
    body: `An order of ${money(order.totalCents)} was paid.`,
    url: "/admin/orders",
  });
}

/** The order was cancelled unpaid: the customer hears of it by e-mail and push, as allowed. */
export async function orderCancelled(services: AppServices, order: OrderFacts): Promise<void> {
  const { siteName, publicUrl, emails } = services.config;
  const intro = `Your order (${order.id}) of ${money(order.totalCents)} was cancelled because the payment was not completed. Nothing was charged.`;
  const again = `Your cart is still in the shop: ${publicUrl}/shop`;
  const help = `Questions? Write to ${emails.support}.`;
  await sendActivityMail(services, {
    to: order.email,
    subject: `Your ${siteName} order was cancelled`,
    text: [intro, again, help, siteName].join("\n\n"),
  }).catch((error: unknown) =>
    services.logger.error({ err: error, orderId: order.id }, "order change mail failed"),
  );
  await queuePush(services, await accountIdsFor(services.db, order), {
    title: "Order cancelled",
    body: `Your order of ${money(order.totalCents)} was cancelled; nothing was charged.`,
    url: "/shop",
  });
}
