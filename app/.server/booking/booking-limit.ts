import { clientAddress, hitRateLimit } from "#app/.server/rate-limit.ts";
import type { AppServices } from "#app/.server/services.ts";

export const TOO_MANY_BOOKINGS = "Too many booking attempts. Please try again later.";

/**
 * Counts one booking attempt for the client's address and says whether it may go on: every way
 * to book (JSON endpoint, form posts without JavaScript) shares one budget, so switching ways
 * buys no extra tries.
 */
export async function allowBookingAttempt(services: AppServices, request: Request) {
  const limit = await hitRateLimit(
    services.db,
    { bucket: "consultation-booking", limit: 30, windowSeconds: 3600 },
    clientAddress(request),
  );
  return limit.allowed;
}
