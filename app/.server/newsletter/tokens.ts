import { type LinkSecrets, signLink, verifyLink } from "#app/.server/link-signing.ts";

export type NewsletterTokenPurpose = "confirm" | "unsubscribe";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A link token is the subscriber id and a signature of it for one purpose: nothing to store,
 * nobody can confirm or unsubscribe someone else by guessing, and a confirm token cannot
 * unsubscribe.
 */
export function newsletterToken(secrets: LinkSecrets, purpose: NewsletterTokenPurpose, id: string) {
  return `${id}.${signLink(secrets, `newsletter-${purpose}`, id)}`;
}

/** The subscriber id the token was made for, or null when it is not one of ours. */
export function readNewsletterToken(
  secrets: LinkSecrets,
  purpose: NewsletterTokenPurpose,
  token: string,
): string | null {
  const [id, given] = token.split(".");
  if (!id || !given || !UUID.test(id)) return null;
  return verifyLink(secrets, `newsletter-${purpose}`, id, given) ? id : null;
}
