import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { consultationBookings } from "#app/.server/db/schema.ts";
import { orders } from "#app/.server/db/shop-schema.ts";
import type { ChargeRefunds } from "#app/.server/payments/provider.ts";

/**
 * A refund made at the provider (Stripe's dashboard) reached the site: the booking or the order
 * paid by that payment records the provider's own total, so revenue drops and the admin lists say
 * so. The total is written only when it is more than what is recorded, so the same event twice,
 * or the event of a refund the site made itself, changes nothing. An order refunded in full
 * becomes "refunded"; a booking keeps its time (the admin decides whether it still takes place).
 */
export async function recordProviderRefund(
  db: Database,
  refund: ChargeRefunds,
): Promise<"booking" | "order" | null> {
  const recorded = {
    refundedCents: refund.refundedCents,
    refundedAt: refund.refundedAt,
    refundReference: refund.refundReference,
  };
  const booking = await db
    .update(consultationBookings)
    .set(recorded)
    .where(
      and(
        eq(consultationBookings.paymentReference, refund.paymentReference),
        lt(consultationBookings.refundedCents, refund.refundedCents),
      ),
    )
    .returning({ id: consultationBookings.id });
  if (booking.length > 0) return "booking";
  const order = await db
    .update(orders)
    .set({
      ...recorded,
      status: sql`case when ${orders.status} = 'paid' and ${refund.refundedCents} >= ${orders.totalCents} then 'refunded' else ${orders.status} end`,
    })
    .where(
      and(
        eq(orders.paymentReference, refund.paymentReference),
        lt(orders.refundedCents, refund.refundedCents),
      ),
    )
    .returning({ id: orders.id });
  return order.length > 0 ? "order" : null;
}
