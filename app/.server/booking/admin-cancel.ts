import { and, eq, inArray } from "drizzle-orm";
import { consultationBookings } from "#app/.server/db/schema.ts";
import type { AppServices } from "#app/.server/services.ts";
import { sendBookingMail } from "./booking-mail.ts";
import { getBooking } from "./booking-record.ts";

/**
 * An admin cancels a paid consultation (the consultant is ill, the client asked by phone). Unlike
 * the client's own link there is no 24-hour cut-off; the client is told as for any cancellation.
 * Answers false when the booking is not one an admin can cancel (unpaid, already cancelled).
 */
export async function cancelBookingAsAdmin(
  services: AppServices,
  bookingId: string,
  now: Date,
): Promise<boolean> {
  const updated = await services.db
    .update(consultationBookings)
    .set({ status: "cancelled", cancelledAt: now })
    .where(
      and(
        eq(consultationBookings.id, bookingId),
        inArray(consultationBookings.status, ["confirmed", "paid"]),
      ),
    )
    .returning({ id: consultationBookings.id });
  if (updated.length === 0) return false;
  const booking = await getBooking(services.db, bookingId);
  if (booking) await sendBookingMail(services, booking, "cancelled");
  return true;
}
