import { listOrders } from "#app/.server/admin/products.ts";
import { getLiveRevenue } from "#app/.server/admin/revenue.ts";
import { fulfilOrder } from "#app/.server/orders/fulfil-order.ts";
import { refundOrder } from "#app/.server/orders/refund-order.ts";
import { auditAdminAction } from "#app/.server/web/admin-audit.ts";
import { invalidForm, parseFormPost } from "#app/.server/web/form-post.ts";
import { answerAdminRefund } from "#app/.server/web/refund-toast.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { LiveRevenue } from "#app/components/admin/live-revenue.tsx";
import { ReasonCommand } from "#app/components/admin/reason-command.tsx";
import { RowCommand } from "#app/components/admin/row-command.tsx";
import { FormErrors } from "#app/components/forms/field-parts.tsx";
import { TestPaymentBadge } from "#app/components/payments/payment-notices.tsx";
import { formatAmountCents, formatPrice } from "#app/lib/money.ts";
import { replyErrors } from "#app/lib/reply-errors.ts";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { AdminOrderActionSchema } from "#app/schemas/admin-order.ts";
import type { Route } from "./+types/orders";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services);
  const [orders, revenue] = await Promise.all([
    listOrders(context.services.db),
    getLiveRevenue(context.services.db),
  ]);
  return { orders, revenue: formatAmountCents(revenue.ordersCents) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const admin = await requireAdmin(request, services);
  const submission = await parseFormPost(request, AdminOrderActionSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const order = submission.value;
  if (order.intent === "refund") {
    return answerAdminRefund(
      { services, request, admin, path: "/admin/orders" },
      await refundOrder(services, order.orderId),
      {
        cannot: {
          title: "That order cannot be refunded",
          description: "It is not paid, or it was refunded already.",
        },
        audit: { action: "order.refund", target: order.orderId, reason: order.reason },
        done: (refundedCents) => ({
          title: `Order refunded: ${formatAmountCents(refundedCents)}`,
          description: "The customer has been told.",
        }),
      },
    );
  }
  const { orderId } = order;
  if (!(await fulfilOrder(services, orderId, new Date()))) {
    return redirectWithToast(services, "/admin/orders", {
      type: "error",
      title: "That order cannot be marked as sent",
      description: "It is not paid, or it was marked already.",
    });
  }
  await auditAdminAction(services.db, request, admin, { action: "order.fulfil", target: orderId });
  return redirectWithToast(services, "/admin/orders", {
    type: "success",
    title: "Order marked as sent",
    description: "The customer has been told.",
  });
}

export default function AdminOrdersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { orders } = loaderData;
  return (
    <AdminShell title="Orders" description="The latest 100 orders, newest first.">
      <LiveRevenue label="Shop revenue" amount={loaderData.revenue} />
      <FormErrors id="orders-errors" errors={replyErrors(actionData?.result)} />
      <AdminTable
        caption="Orders, newest first"
        columns={["Placed", "Customer", "Items", "Total", "Status"]}
        rows={orders}
        empty="No orders yet."
        renderRow={(order) => (
          <tr key={order.id}>
            <td className="p-3 whitespace-nowrap">{order.placedAt}</td>
            <td className="p-3">{order.email}</td>
            <td className="p-3">{order.items.join(", ")}</td>
            <td className="p-3">{formatPrice(order.total)}</td>
            <td className="p-3">
              <span className="capitalize">{order.status}</span>
              {order.testPayment ? <TestPaymentBadge /> : null}
              {order.refunded ? (
                <span className="block text-muted-foreground">{order.refunded}</span>
              ) : null}
              {order.fulfilledAt ? (
                <span className="block text-muted-foreground">Sent {order.fulfilledAt}</span>
              ) : order.status === "paid" ? (
                <RowCommand
                  className="mt-2"
                  fields={{ intent: "fulfil", orderId: order.id }}
                  label={`Mark the order of ${order.email} placed ${order.placedAt} as sent`}
                >
                  Mark as sent
                </RowCommand>
              ) : null}
              {order.refundable ? (
                <ReasonCommand
                  className="mt-2"
                  fields={{ intent: "refund", orderId: order.id }}
                  label="Refund in full"
                  describes={`the order of ${order.email} placed ${order.placedAt}`}
                />
              ) : null}
            </td>
          </tr>
        )}
      />
    </AdminShell>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Orders");
