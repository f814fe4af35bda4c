import type { MailMessage } from "#app/.server/mail/send.ts";
import { TIER_NAMES } from "#app/lib/booking/tier-names.ts";
import { ianaZone, timezoneLabel } from "#app/lib/booking/timezones.ts";
import { longDateInZone, timeInZone } from "#app/lib/booking/zoned-time.ts";
import { consultationIcs } from "#app/lib/ics.ts";
import { formatAmountCents } from "#app/lib/money.ts";
import { TEST_PAYMENT_NOTE } from "#app/lib/payment-mode.ts";
import { bookingChanged, bookingConfirmed } from "./booking-notices.ts";
import type { BookingView } from "./booking-record.ts";
import type { BookingServices } from "./booking-services.ts";
import { manageBookingPath } from "./manage-token.ts";

/** Changes (cancel, reschedule) are accepted until this long before the start. */
export const CHANGE_CUTOFF_HOURS = 24;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** "Monday, March 9, 2026 at 2:00 PM (Eastern Time (EST))" in the zone the person chose. */
export function describeStart(booking: Pick<BookingView, "startsAt" | "timezone">): string {
  if (!booking.startsAt) return "to be scheduled";
  const start = new Date(booking.startsAt);
  const zone = ianaZone(booking.timezone);
  return `${longDateInZone(start, zone)} at ${timeInZone(start, zone)} (${timezoneLabel(booking.timezone)})`;
}

/**
 * "$50.00 was refunded to the visa card ending 4242 on Sunday, November 29, 2026 at 11:02 AM
 * (Eastern Time (EST))": the refund, at the time it was made, in the zone the person chose.
 */
export function refundWords(
  booking: Pick<
    BookingView,
    "refundedCents" | "refundedAt" | "updatedAt" | "cardBrand" | "cardLast4" | "timezone"
  >,
): string {
  const at = new Date(booking.refundedAt ?? booking.updatedAt);
  const zone = ianaZone(booking.timezone);
  const card = booking.cardLast4
    ? ` to the ${booking.cardBrand ?? "card"} card ending ${booking.cardLast4}`
    : "";
  return `${formatAmountCents(booking.refundedCents)} was refunded${card} on ${longDateInZone(at, zone)} at ${timeInZone(at, zone)} (${timezoneLabel(booking.timezone)}).`;
}

type MailServices = Pick<BookingServices, "config" | "linkSecrets">;

export function bookingIcs(services: MailServices, booking: BookingView, cancelled = false) {
  if (!booking.startsAt || !booking.endsAt) return null;
  const { siteName, publicUrl, emails } = services.config;
  return consultationIcs({
    uid: `consultation-${booking.id}@${new URL(publicUrl).host}`,
    summary: `${TIER_NAMES[booking.tier]} consultation — ${siteName}`,
    description: `Your ${booking.durationMinutes}-minute ${TIER_NAMES[booking.tier]} consultation. Time zone you chose: ${timezoneLabel(booking.timezone)} (${ianaZone(booking.timezone)}).`,
    start: new Date(booking.startsAt),
    end: new Date(booking.endsAt),
    url: `${publicUrl}${manageBookingPath(services.linkSecrets, booking.id)}`,
    siteName,
    organizerEmail: emails.operations,
    stamp: new Date(booking.updatedAt),
    sequence: Math.floor(new Date(booking.updatedAt).getTime() / 1000),
    cancelled,
  });
}

/**
 * The confirmation (also sent after a reschedule or a cancellation): what was booked, the card's
 * brand and last four digits only, the calendar file, and the link to change it.
 */
export function bookingMail(
  services: MailServices,
  booking: BookingView,
  kind: "confirmed" | "rescheduled" | "cancelled" | "paid-unscheduled",
): MailMessage {
  const { siteName, publicUrl, emails } = services.config;
  const tierName = TIER_NAMES[booking.tier];
  const manageUrl = `${publicUrl}${manageBookingPath(services.linkSecrets, booking.id)}`;
  const when = describeStart(booking);
  const paid = [
    booking.cardLast4
      ? `Paid $${(booking.priceCents / 100).toFixed(2)} with ${booking.cardBrand ?? "card"} ending ${booking.cardLast4}.`
      : `Paid $${(booking.priceCents / 100).toFixed(2)}.`,
    booking.paymentMode === "test" ? TEST_PAYMENT_NOTE : null,
  ]
    .filter(Boolean)
    .join(" ");
  const subjects = {
    confirmed: `Your ${tierName} consultation is booked`,
    rescheduled: `Your ${tierName} consultation has moved`,
    cancelled: `Your ${tierName} consultation is cancelled`,
    "paid-unscheduled": `Choose a time for your ${tierName} consultation`,
  } as const;
  const intro = {
    confirmed: `Your ${booking.durationMinutes}-minute ${tierName} consultation is booked for ${when}.`,
    rescheduled: `Your ${booking.durationMinutes}-minute ${tierName} consultation now takes place ${when}.`,
    cancelled: `Your ${tierName} consultation on ${when} is cancelled. ${
      booking.refundedCents > 0 ? refundWords(booking) : "We will be in touch about your payment."
    }`,
    "paid-unscheduled": `Your payment for a ${tierName} consultation arrived, but the time you picked was taken meanwhile. Please choose a new time within 24 hours.`,
  }[kind];
  const action =
    kind === "cancelled"
      ? null
      : kind === "paid-unscheduled"
        ? {
            label: "Choose a time",
            url: `${publicUrl}/consultation-scheduling?session_id=${encodeURIComponent(booking.paymentSessionId ?? "")}&type=${booking.tier}`,
          }
        : {
            label: `Cancel or reschedule (until ${CHANGE_CUTOFF_HOURS} hours before the start)`,
            url: manageUrl,
          };
  const text = [
    intro,
    paid,
    action ? `${action.label}: ${action.url}` : null,
    `Questions? Write to ${emails.support}.`,
    siteName,
  ]
    .filter(Boolean)
    .join("\n\n");
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(paid)}</p>`,
    action ? `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>` : "",
    `<p>Questions? Write to ${escapeHtml(emails.support)}.</p>`,
    `<p>${escapeHtml(siteName)}</p>`,
  ].join("");
  const ics =
    kind === "paid-unscheduled" ? null : bookingIcs(services, booking, kind === "cancelled");
  return {
    to: booking.email,
    subject: subjects[kind],
    text,
    html,
    attachments: ics
      ? [
          {
            filename: "consultation.ics",
            contentType: "text/calendar; charset=utf-8",
            content: ics,
          },
        ]
      : [],
  };
}

/**
 * Sends the mail and what goes with it: a confirmation queues the reminder and tells the admins;
 * a move or a cancellation is an activity notice (e-mail and push, as the member and the site
 * allow). A failure is logged, never turned into a failed booking.
 */
export async function sendBookingMail(
  services: BookingServices,
  booking: BookingView,
  kind: Parameters<typeof bookingMail>[2],
): Promise<void> {
  const failed = (error: unknown) =>
    services.logger.error({ err: error, bookingId: booking.id }, "booking mail failed");
  const mail = bookingMail(services, booking, kind);
  const when = describeStart(booking);
  if (kind === "rescheduled" || kind === "cancelled") {
    await bookingChanged(services, booking, { kind, mail, when }).catch(failed);
    return;
  }
  await services.mailer.send(mail).catch(failed);
  if (kind === "confirmed") await bookingConfirmed(services, booking, when).catch(failed);
}
