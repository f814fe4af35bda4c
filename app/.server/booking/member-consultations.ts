import type { Database } from "#app/.server/db/client.ts";
import type { LinkSecrets } from "#app/.server/link-signing.ts";
import { TIER_NAMES } from "#app/lib/booking/tier-names.ts";
import { describeStart } from "./booking-mail.ts";
import { listMemberBookings } from "./booking-record.ts";
import { manageBookingPath } from "./manage-token.ts";

export type MemberConsultation = {
  id: string;
  title: string;
  when: string;
  startsAt: string | null;
  /** Where to change it, or choose a time for a paid, unscheduled one. */
  href: string;
  action: string;
  testPayment: boolean;
};

/** The member's consultations for the dashboard, with the signed link to manage each. */
export async function getMemberConsultations(
  db: Database,
  secrets: LinkSecrets,
  member: { id: string; email: string },
): Promise<MemberConsultation[]> {
  const bookings = await listMemberBookings(db, member);
  return bookings.map((booking) => ({
    id: booking.id,
    title: `${TIER_NAMES[booking.tier]} consultation · ${booking.durationMinutes} min`,
    when: describeStart(booking),
    startsAt: booking.startsAt,
    href:
      booking.status === "paid" && booking.paymentSessionId
        ? `/consultation-scheduling?session_id=${encodeURIComponent(booking.paymentSessionId)}&type=${booking.tier}`
        : manageBookingPath(secrets, booking.id),
    action: booking.status === "paid" ? "Choose a time" : "Manage",
    testPayment: booking.paymentMode === "test",
  }));
}
