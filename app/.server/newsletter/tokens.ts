import { type LinkSecrets, signLink, verifyLink } from "#app/.server/link-signing.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SECONDS = /^\d{1,12}$/;
const DAY_MS = 24 * 60 * 60_000;

/**
 * How long a confirmation link works: time to find the mail, while a link forgotten in an inbox
 * (or forwarded) cannot subscribe the address weeks later.
 */
export const CONFIRM_LINK_DAYS = 7;

/**
 * A link token is the subscriber id and a signature of it for one purpose: nothing to store,
 * nobody can confirm or unsubscribe someone else by guessing, and a confirm token cannot
 * unsubscribe. The unsubscribe token never expires: every mail carries it, and one click must
 * always work.
 */
export function unsubscribeToken(secrets: LinkSecrets, id: string): string {
  return `${id}.${signLink(secrets, "newsletter-unsubscribe", id)}`;
}

/** The subscriber id an unsubscribe token was made for, or null when it is not one of ours. */
export function readUnsubscribeToken(secrets: LinkSecrets, token: string): string | null {
  const [id, given] = token.split(".");
  if (!id || !given || !UUID.test(id)) return null;
  return verifyLink(secrets, "newsletter-unsubscribe", id, given) ? id : null;
}

/**
 * The confirm token also carries when it was issued (in seconds), signed together with the id: a
 * pending address is sent the same id again, so only the time tells an old link from a new one.
 */
export function confirmToken(secrets: LinkSecrets, id: string, issuedAt: Date): string {
  const subject = `${id}.${Math.floor(issuedAt.getTime() / 1000)}`;
  return `${subject}.${signLink(secrets, "newsletter-confirm", subject)}`;
}

/**
 * The subscriber a confirm token was made for, and whether it was issued more than
 * CONFIRM_LINK_DAYS before `now`; null when it is not one of ours.
 */
export function readConfirmToken(
  secrets: LinkSecrets,
  token: string,
  now: Date,
): { id: string; expired: boolean } | null {
  const [id = "", ...rest] = token.split(".");
  if (!UUID.test(id)) return null;
  // Mailed before links carried their time (id and signature only): of unknown age, so expired.
  if (rest.length === 1) {
    return verifyLink(secrets, "newsletter-confirm", id, rest[0] ?? "")
      ? { id, expired: true }
      : null;
  }
  const [issued = "", given = ""] = rest;
  if (rest.length !== 2 || !SECONDS.test(issued)) return null;
  if (!verifyLink(secrets, "newsletter-confirm", `${id}.${issued}`, given)) return null;
  return { id, expired: now.getTime() - Number(issued) * 1000 > CONFIRM_LINK_DAYS * DAY_MS };
}
