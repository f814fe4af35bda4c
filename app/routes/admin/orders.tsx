import { listOrders } from "#app/.server/admin/products.ts";
import { requireAdmin } from "#app/.server/auth.ts";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { formatPrice } from "#app/lib/money.ts";
import { privatePageMeta } from "#app/lib/page-title.ts";
import type { Route } from "./+types/orders";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services);
  return { orders: await listOrders(context.services.db) };
}

export default function AdminOrdersPage({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  return (
    <AdminShell title="Orders" description="The latest 100 orders, newest first.">
      {orders.length === 0 ? (
        <p className="rounded-2xl border bg-card p-6 text-muted-foreground">No orders yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border bg-card">
          <table className="w-full text-left text-sm">
            <thead className="border-b text-muted-foreground">
              <tr>
                <th scope="col" className="p-3">
                  Placed
                </th>
                <th scope="col" className="p-3">
                  Customer
                </th>
                <th scope="col" className="p-3">
                  Items
                </th>
                <th scope="col" className="p-3">
                  Total
                </th>
                <th scope="col" className="p-3">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {orders.map((order) => (
                <tr key={order.id}>
                  <td className="p-3 whitespace-nowrap">{order.placedAt}</td>
                  <td className="p-3">{order.email}</td>
                  <td className="p-3">{order.items.join(", ")}</td>
                  <td className="p-3">{formatPrice(order.total)}</td>
                  <td className="p-3 capitalize">{order.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminShell>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Orders");
