import { listOrders } from "#app/.server/admin/products.ts";
import { getLiveRevenue } from "#app/.server/admin/revenue.ts";
import { requireAdmin } from "#app/.server/auth.ts";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { LiveRevenue } from "#app/components/admin/live-revenue.tsx";
import { TestPaymentBadge } from "#app/components/payment-notices.tsx";
import { formatAmountCents, formatPrice } from "#app/lib/money.ts";
import { privatePageMeta } from "#app/lib/page-title.ts";
import type { Route } from "./+types/orders";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services);
  const [orders, revenue] = await Promise.all([
    listOrders(context.services.db),
    getLiveRevenue(context.services.db),
  ]);
  return { orders, revenue: formatAmountCents(revenue.ordersCents) };
}

export default function AdminOrdersPage({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  return (
    <AdminShell title="Orders" description="The latest 100 orders, newest first.">
      <LiveRevenue label="Shop revenue" amount={loaderData.revenue} />
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
            </td>
          </tr>
        )}
      />
    </AdminShell>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Orders");
