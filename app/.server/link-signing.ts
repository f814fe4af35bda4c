import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/**
 * The secrets links are signed with: the current SESSION_SECRET, and the one before a rotation
 * (SESSION_SECRET_PREVIOUS), so links already mailed keep working until the operator drops it.
 */
export type LinkSecrets = { current: string; previous: string | undefined };

/** Every kind of link that acts without a sign-in; each gets a key of its own. */
export type LinkPurpose =
  | "booking-manage"
  | "order-receipt"
  | "newsletter-confirm"
  | "newsletter-unsubscribe"
  | "notifications-unsubscribe"
  | "post-preview";

/**
 * A key per purpose, derived with HKDF: the session secret itself never signs a link, and a
 * signature made for one purpose (or found in one place) proves nothing for another.
 */
function linkKey(secret: string, purpose: LinkPurpose): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "celestial-collective/links", purpose, 32));
}

function signWith(secret: string, purpose: LinkPurpose, subject: string): string {
  return createHmac("sha256", linkKey(secret, purpose)).update(subject).digest("base64url");
}

/** The signature a link carries for `subject` (a booking, order or subscriber id). */
export function signLink(secrets: LinkSecrets, purpose: LinkPurpose, subject: string): string {
  return signWith(secrets.current, purpose, subject);
}

/** Whether `signature` was made for this purpose and subject with the current or previous secret. */
export function verifyLink(
  secrets: LinkSecrets,
  purpose: LinkPurpose,
  subject: string,
  signature: string,
): boolean {
  const given = Buffer.from(signature);
  return [secrets.current, secrets.previous].some((secret) => {
    if (!secret) return false;
    const expected = Buffer.from(signWith(secret, purpose, subject));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
