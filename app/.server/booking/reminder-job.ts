import { z } from "zod";
import type { MailMessage } from "#app/.server/mail/send.ts";
import { sendActivityMail } from "#app/.server/notifications/email-channel.ts";
import { queuePush } from "#app/.server/notifications/push-channel.ts";
import type { AppServices } from "#app/.server/services.ts";
import { TIER_NAMES } from "#app/lib/booking/tier-names.ts";
import { describeStart } from "./booking-mail.ts";
import { bookingAccountIds } from "./booking-notices.ts";
import { type BookingView, getBooking } from "./booking-record.ts";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const ReminderPayloadSchema = z.object({ bookingId: z.uuid(), startsAt: z.iso.datetime() });

export function reminderMail(services: AppServices, booking: BookingView): MailMessage {
  const { siteName, emails } = services.config;
  const tier = TIER_NAMES[booking.tier];
  const intro = `A reminder: your ${booking.durationMinutes}-minute ${tier} consultation starts ${describeStart(booking)}.`;
  const help = `Questions? Write to ${emails.support}.`;
  return {
    to: booking.email,
    subject: `Reminder: your ${tier} consultation is tomorrow`,
    text: [intro, help, siteName].join("\n\n"),
    html: [intro, help, siteName].map((line) => `<p>${escapeHtml(line)}</p>`).join(""),
  };
}

/**
 * The job queued at confirmation, a day before the start. It reads the booking again: one that was
 * cancelled or moved since (its own reminder is queued for the new time) gets nothing from here.
 */
export async function sendReminder(services: AppServices, payload: unknown): Promise<void> {
  const parsed = ReminderPayloadSchema.safeParse(payload);
  if (!parsed.success) throw new Error("malformed reminder job");
  const booking = await getBooking(services.db, parsed.data.bookingId);
  if (booking?.status !== "confirmed" || !booking.startsAt) return;
  if (new Date(booking.startsAt).getTime() !== new Date(parsed.data.startsAt).getTime()) return;
  await sendActivityMail(services, reminderMail(services, booking));
  await queuePush(services, await bookingAccountIds(services, booking), {
    title: "Your consultation is tomorrow",
    body: `Your ${TIER_NAMES[booking.tier]} consultation starts ${describeStart(booking)}.`,
    url: "/dashboard",
  });
}
