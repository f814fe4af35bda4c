import { type LinkSecrets, signLink, verifyLink } from "#app/.server/link-signing.ts";

/**
 * The proof in a confirmation e-mail's cancel/reschedule link: a signature of the booking id, so
 * the person who booked can change it without an account and nobody can by guessing ids.
 */
export function signBookingId(secrets: LinkSecrets, bookingId: string): string {
  return signLink(secrets, "booking-manage", bookingId);
}

export function verifyBookingToken(secrets: LinkSecrets, bookingId: string, token: string) {
  return verifyLink(secrets, "booking-manage", bookingId, token);
}

export function manageBookingPath(secrets: LinkSecrets, bookingId: string): string {
  return `/consultation/manage/${bookingId}?token=${signBookingId(secrets, bookingId)}`;
}
