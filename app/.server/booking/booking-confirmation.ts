import type { AppServices } from "#app/.server/services.ts";
import type { Booked } from "#app/lib/booking/booking-state.ts";
import { getBooking } from "./booking-record.ts";
import { verifyBookingToken } from "./manage-token.ts";

/**
 * The confirmed booking named by a signed id (the page a visitor without JavaScript lands on after
 * paying); null for a missing, forged or unconfirmed one.
 */
export async function getConfirmedBooking(
  services: AppServices,
  id: string | null,
  token: string | null,
): Promise<Booked | null> {
  if (!id || !token || !verifyBookingToken(services.linkSecrets, id, token)) return null;
  const booking = await getBooking(services.db, id);
  if (booking?.status !== "confirmed" || !booking.startsAt) return null;
  return {
    startsAt: booking.startsAt,
    timezone: booking.timezone,
    email: booking.email,
    cardLast4: booking.cardLast4,
  };
}
