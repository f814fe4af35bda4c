import { clientAddress, hitRateLimit, type RateLimitResult } from "#app/.server/rate-limit.ts";
import type { AppServices } from "#app/.server/services.ts";

/** The public forms each get their own bucket; 5 sends per address per 10 minutes is plenty for people. */
export const FORM_RATE_LIMIT = { limit: 5, windowSeconds: 600 } as const;

export type FormBucket =
  | "contact-form"
  | "chronicle-form"
  | "partnership-form"
  | "leadership-form"
  | "nomination-form"
  | "newsletter-subscribe";

export const TOO_MANY_SUBMISSIONS = "Too many submissions from here. Please try again later.";

/** Counts one accepted submission for the sender's address. */
export function limitSubmissions(
  services: AppServices,
  request: Request,
  bucket: FormBucket,
): Promise<RateLimitResult> {
  return hitRateLimit(services.db, { bucket, ...FORM_RATE_LIMIT }, clientAddress(request));
}
