import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { consultationBookings } from "#app/.server/db/schema.ts";
import { orders } from "#app/.server/db/shop-schema.ts";

/**
 * Money actually taken, in cents: paid orders and paid consultations (scheduled or waiting for a
 * time) in live mode. Test payments moved no money, and a cancelled booking is owed back.
 */
export async function getLiveRevenue(
  db: Database,
): Promise<{ ordersCents: number; bookingsCents: number }> {
  const total = (column: typeof orders.totalCents | typeof consultationBookings.priceCents) =>
    sql<string>`coalesce(sum(${column}), 0)`;
  const [[orderRow], [bookingRow]] = await Promise.all([
    db
      .select({ cents: total(orders.totalCents) })
      .from(orders)
      .where(and(eq(orders.status, "paid"), eq(orders.paymentMode, "live"))),
    db
      .select({ cents: total(consultationBookings.priceCents) })
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
