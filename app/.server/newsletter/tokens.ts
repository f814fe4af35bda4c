import { createHmac, timingSafeEqual } from "node:crypto";

export type NewsletterTokenPurpose = "confirm" | "unsubscribe";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(secret: string, purpose: NewsletterTokenPurpose, id: string): string {
  return createHmac("sha256", secret).update(`newsletter-${purpose}:${id}`).digest("base64url");
}

/**
 * A link token is the subscriber id and an HMAC of it for one purpose: nothing to store, nobody can
 * confirm or unsubscribe someone else by guessing, and a confirm token cannot unsubscribe.
 */
export function newsletterToken(secret: string, purpose: NewsletterTokenPurpose, id: string) {
  return `${id}.${signature(secret, purpose, id)}`;
}

/** The subscriber id the token was made for, or null when it is not one of ours. */
export function readNewsletterToken(
  secret: string,
  purpose: NewsletterTokenPurpose,
  token: string,
): string | null {
  const [id, given] = token.split(".");
  if (!id || !given || !UUID.test(id)) return null;
  const expected = Buffer.from(signature(secret, purpose, id));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? id : null;
}
