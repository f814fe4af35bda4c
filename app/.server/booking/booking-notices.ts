import { eq } from "drizzle-orm";
import { consultationBookings } from "#app/.server/db/schema.ts";
import type { MailMessage } from "#app/.server/mail/send.ts";
import { sendActivityMail } from "#app/.server/notifications/email-channel.ts";
import type { NotifyServices } from "#app/.server/notifications/notify-services.ts";
import { queuePush } from "#app/.server/notifications/push-channel.ts";
import { accountIdsFor, adminIds } from "#app/.server/notifications/push-subscriptions.ts";
import { TIER_NAMES } from "#app/lib/booking/tier-names.ts";
import type { TierKey } from "#app/lib/booking/tiers.ts";
import { cancelReminders, scheduleReminder } from "./reminders.ts";

// What happens around a booking beyond its own confirmation: the reminder, the members' and the
// admins' notices. The booking domain calls these; the texts come from it (`when` in its words).

type BookingFacts = { id: string; email: string; tier: TierKey; startsAt: string | null };

/** Where a member reads their consultations. */
const MEMBER_BOOKINGS_PATH = "/dashboard";

/** The accounts a booking belongs to, for push: the one it was made from and its address's. */
export async function bookingAccountIds(services: NotifyServices, booking: BookingFacts) {
  const [row] = await services.db
    .select({ userId: consultationBookings.userId })
    .from(consultationBookings)
    .where(eq(consultationBookings.id, booking.id))
    .limit(1);
  return accountIdsFor(services.db, { userId: row?.userId ?? null, email: booking.email });
}

/** A consultation is booked (paid, with a time): its reminder is queued and admins hear of it. */
export async function bookingConfirmed(
  services: NotifyServices,
  booking: BookingFacts,
  when: string,
  now: Date = new Date(),
): Promise<void> {
  await scheduleReminder(services, booking, now);
  await queuePush(services, await adminIds(services.db), {
    title: "New booking",
    body: `${TIER_NAMES[booking.tier]} consultation on ${when}`,
    url: "/admin/bookings",
  });
}

/**
 * A consultation moved or was cancelled: the reminder follows it, and the member gets the change
 * by e-mail (an activity mail, with the site's and their own preferences) and by push.
 */
export async function bookingChanged(
  services: NotifyServices,
  booking: BookingFacts,
  change: { kind: "rescheduled" | "cancelled"; mail: MailMessage; when: string },
  now: Date = new Date(),
): Promise<void> {
  await cancelReminders(services, booking.id);
  if (change.kind === "rescheduled") await scheduleReminder(services, booking, now);
  await sendActivityMail(services, change.mail).catch((error: unknown) =>
    services.logger.error({ err: error, bookingId: booking.id }, "booking change mail failed"),
  );
  const tier = TIER_NAMES[booking.tier];
  await queuePush(services, await bookingAccountIds(services, booking), {
    title: change.kind === "cancelled" ? "Consultation cancelled" : "Consultation moved",
    body:
      change.kind === "cancelled"
        ? `Your ${tier} consultation on ${change.when} is cancelled.`
        : `Your ${tier} consultation now takes place ${change.when}.`,
    url: MEMBER_BOOKINGS_PATH,
  });
}
