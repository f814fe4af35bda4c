import { and, eq, inArray } from "drizzle-orm";
import { consultationBookings } from "#app/.server/db/schema.ts";
import type { BookingServices } from "./booking-services.ts";

export type CancelOutcome =
  | { ok: true; refundedCents: number }
  | { ok: false; reason: "not-cancellable" }
  | { ok: false; reason: "refund-refused"; message: string };

type BookingStatus = "confirmed" | "paid" | "cancelled";

/**
 * Cancels a paid booking and pays back what is left of its payment, in that order of importance:
 * the provider is asked first, and a refusal leaves the booking exactly as it was. `from` lists
 * the statuses the caller may cancel from; an already cancelled booking (cancelled before refunds
 * existed) is only refunded.
 */
export async function cancelAndRefund(
  services: Pick<BookingServices, "db" | "payments">,
  bookingId: string,
  options: { from: BookingStatus[]; now: Date },
): Promise<CancelOutcome> {
  const { db } = services;
  const [row] = await db
    .select({
      status: consultationBookings.status,
      paymentReference: consultationBookings.paymentReference,
      priceCents: consultationBookings.priceCents,
      refundedCents: consultationBookings.refundedCents,
    })
    .from(consultationBookings)
    .where(eq(consultationBookings.id, bookingId))
    .limit(1);
  const owed = row ? row.priceCents - row.refundedCents : 0;
  const refundable = Boolean(row?.paymentReference) && owed > 0;
  if (
    !row ||
    !(options.from as string[]).includes(row.status) ||
    (row.status === "cancelled" && !refundable)
  ) {
    return { ok: false, reason: "not-cancellable" };
  }
  let refundedCents = 0;
  if (refundable && row.paymentReference) {
    const refund = await services.payments.refund({
      paymentReference: row.paymentReference,
      amountCents: owed,
      // What was refunded before is part of the key: a later refund of a new rest is a new one.
      idempotencyKey: `booking-${bookingId}-after-${row.refundedCents}`,
    });
    if (!refund.ok) return { ok: false, reason: "refund-refused", message: refund.message };
    refundedCents = refund.amountCents;
    // The total is written, not added: the same refund recorded twice (a retry) counts once.
    await db
      .update(consultationBookings)
      .set({
        refundedCents: row.refundedCents + refund.amountCents,
        refundedAt: refund.refundedAt,
        refundReference: refund.reference,
      })
      .where(eq(consultationBookings.id, bookingId));
  }
  if (row.status !== "cancelled") {
    const cancelled = await db
      .update(consultationBookings)
      .set({ status: "cancelled", cancelledAt: options.now })
      .where(
        and(
          eq(consultationBookings.id, bookingId),
          inArray(consultationBookings.status, options.from),
        ),
      )
      .returning({ id: consultationBookings.id });
    if (cancelled.length === 0 && refundedCents === 0)
      return { ok: false, reason: "not-cancellable" };
  }
  return { ok: true, refundedCents };
}
