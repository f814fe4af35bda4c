import type { AppServices } from "#app/.server/services.ts";
import { sendBookingMail } from "./booking-mail.ts";
import { getBooking } from "./booking-record.ts";
import { type CancelOutcome, cancelAndRefund } from "./refund-booking.ts";

/**
 * An admin cancels a paid consultation and refunds it (the consultant is ill, the client asked by
 * phone), or refunds one cancelled before refunds were made. Unlike the client's own link there is
 * no 24-hour cut-off; the client is told as for any cancellation, refund included.
 */
export async function cancelBookingAsAdmin(
  services: AppServices,
  bookingId: string,
  now: Date,
): Promise<CancelOutcome> {
  const outcome = await cancelAndRefund(services, bookingId, {
    from: ["confirmed", "paid", "cancelled"],
    now,
  });
  if (!outcome.ok) return outcome;
  const booking = await getBooking(services.db, bookingId);
  if (booking) await sendBookingMail(services, booking, "cancelled");
  return outcome;
}
