import type { AppServices } from "#app/.server/services.ts";
import { clientAddress } from "#app/.server/web/client-address.ts";
import { hitRateLimit } from "#app/.server/web/rate-limit.ts";
import { RATE_LIMITS } from "#app/.server/web/rate-limit-rules.ts";

const rule = RATE_LIMITS.consultationBooking;

export const TOO_MANY_BOOKINGS = rule.message();

/** Counts one booking attempt for the client's address and says whether it may go on. */
export async function allowBookingAttempt(services: AppServices, request: Request) {
  const limit = await hitRateLimit(services.db, rule, clientAddress(request));
  return limit.allowed;
}
