import type { AppServices } from "#app/.server/services.ts";
import type { TimezoneKey } from "#app/lib/booking/timezones.ts";
import { CHANGE_CUTOFF_HOURS, refundWords, sendBookingMail } from "./booking-mail.ts";
import { type BookingView, getBooking } from "./booking-record.ts";
import { placeSlot, slotRefusal } from "./place-slot.ts";
import { cancelAndRefund } from "./refund-booking.ts";
import { moveBooking } from "./slot-store.ts";

/**
 * A manage link acts without a sign-in, so it lives only as long as there is something to
 * manage: once the booking is cancelled, lapsed or over, whoever holds the link gets nothing.
 */
export function manageLinkWorks(booking: BookingView, now: Date): boolean {
  if (booking.status === "cancelled" || booking.status === "expired") return false;
  return !booking.endsAt || new Date(booking.endsAt).getTime() > now.getTime();
}

/** A confirmed booking can be changed until 24 hours before it starts (server clock). */
export function canChange(booking: BookingView, now: Date): boolean {
  if (booking.status !== "confirmed" || !booking.startsAt) return false;
  return new Date(booking.startsAt).getTime() - now.getTime() > CHANGE_CUTOFF_HOURS * 3_600_000;
}

export type ChangeResult = { ok: true; message: string } | { ok: false; error: string };

const tooLate = {
  ok: false,
  error: `Bookings can be changed until ${CHANGE_CUTOFF_HOURS} hours before the start. Please contact support.`,
} as const;

export async function cancelBooking(
  services: AppServices,
  booking: BookingView,
  now: Date,
): Promise<ChangeResult> {
  if (!canChange(booking, now)) return tooLate;
  const outcome = await cancelAndRefund(services, booking.id, { from: ["confirmed"], now });
  if (!outcome.ok) {
    return outcome.reason === "refund-refused"
      ? {
          ok: false,
          error: `Your consultation is still booked: the refund could not be made (${outcome.message}). Please try again or contact support.`,
        }
      : tooLate;
  }
  const fresh = await getBooking(services.db, booking.id);
  if (fresh) await sendBookingMail(services, fresh, "cancelled");
  return {
    ok: true,
    message:
      fresh && outcome.refundedCents > 0
        ? `Your consultation is cancelled. ${refundWords(fresh)}`
        : "Your consultation is cancelled.",
  };
}

export async function rescheduleBooking(
  services: AppServices,
  booking: BookingView,
  choice: { date: string; time: string; timezone: TimezoneKey },
  now: Date,
): Promise<ChangeResult> {
  if (!canChange(booking, now)) return tooLate;
  const placed = await placeSlot(services.db, { ...choice, tier: booking.tier }, now);
  if (!placed.ok) return { ok: false, error: slotRefusal(placed.problem, placed.rules) };
  const moved = await moveBooking(services.db, booking.id, placed.slot, now);
  if (moved === "taken") {
    return { ok: false, error: "Sorry, that time was just taken. Please choose another time." };
  }
  if (moved === "missing") return tooLate;
  const fresh = await getBooking(services.db, booking.id);
  if (fresh) await sendBookingMail(services, fresh, "rescheduled");
  return { ok: true, message: "Your consultation has moved. A new invitation is in your inbox." };
}
