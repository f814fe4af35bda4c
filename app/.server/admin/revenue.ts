import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { consultationBookings } from "#app/.server/db/schema.ts";
import { orders } from "#app/.server/db/shop-schema.ts";

/**
 * Money actually taken and kept, in cents: paid orders and paid consultations (scheduled or
 * waiting for a time) in live mode, less what was refunded on them. Test payments moved no money;
 * a cancelled booking was refunded, or is owed back, and a refunded order was paid back in full.
 */
export async function getLiveRevenue(
  db: Database,
): Promise<{ ordersCents: number; bookingsCents: number }> {
  const kept = (
    paid: typeof orders.totalCents | typeof consultationBookings.priceCents,
    refunded: typeof orders.refundedCents | typeof consultationBookings.refundedCents,
  ) => sql<string>`coalesce(sum(${paid} - ${refunded}), 0)`;
  const [[orderRow], [bookingRow]] = await Promise.all([
    db
      .select({ cents: kept(orders.totalCents, orders.refundedCents) })
      .from(orders)
      .where(and(eq(orders.status, "paid"), eq(orders.paymentMode, "live"))),
    db
      .select({ cents: kept(consultationBookings.priceCents, consultationBookings.refundedCents) })
      .from(consultationBookings)
      .where(
        and(
          inArray(consultationBookings.status, ["confirmed", "paid"]),
          eq(consultationBookings.paymentMode, "live"),
        ),
      ),
  ]);
  return {
    ordersCents: Number(orderRow?.cents ?? 0),
    bookingsCents: Number(bookingRow?.cents ?? 0),
  };
}
