import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The proof in a confirmation e-mail's cancel/reschedule link: an HMAC of the booking id, so the
 * person who booked can change it without an account and nobody can by guessing ids.
 */
export function signBookingId(secret: string, bookingId: string): string {
  return createHmac("sha256", secret).update(`consultation:${bookingId}`).digest("base64url");
}

export function verifyBookingToken(secret: string, bookingId: string, token: string): boolean {
  const expected = Buffer.from(signBookingId(secret, bookingId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function manageBookingPath(secret: string, bookingId: string): string {
  return `/consultation/manage/${bookingId}?token=${signBookingId(secret, bookingId)}`;
}
