import { type BookingAnswer, BookingAnswerSchema } from "#app/schemas/booking.ts";

/**
 * The endpoint's answer, or null for one of another shape (a proxy's error page, a cut
 * connection), which the page treats as a failure.
 */
export function readBookingAnswer(ok: boolean, body: unknown): BookingAnswer | null {
  const parsed = BookingAnswerSchema.safeParse(body);
  return parsed.success && (ok || "error" in parsed.data) ? parsed.data : null;
}
