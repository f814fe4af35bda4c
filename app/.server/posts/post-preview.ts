import { type LinkSecrets, signLink, verifyLink } from "#app/.server/link-signing.ts";

/** How long a preview link works: long enough to pass around a team, not for ever. */
export const PREVIEW_LINK_DAYS = 7;

const DAY_MS = 24 * 60 * 60_000;

const subjectOf = (postId: string, expires: number) => `${postId}.${expires}`;

/**
 * A link that shows the post as it now stands, drafts included, to anyone who has it (a
 * colleague without an account): the signature covers the post and the link's end, so neither
 * can be changed.
 */
export function previewPath(secrets: LinkSecrets, postId: string, now: Date): string {
  const expires = Math.floor((now.getTime() + PREVIEW_LINK_DAYS * DAY_MS) / 1000);
  const signature = signLink(secrets, "post-preview", subjectOf(postId, expires));
  return `/blog/preview/${postId}?expires=${expires}&signature=${signature}`;
}

export type PreviewCheck = "valid" | "expired" | "invalid";

export function checkPreviewLink(
  secrets: LinkSecrets,
  link: { postId: string; expires: string | null; signature: string | null },
  now: Date,
): PreviewCheck {
  const expires = Number(link.expires);
  if (!link.signature || !Number.isSafeInteger(expires)) return "invalid";
  const subject = subjectOf(link.postId, expires);
  if (!verifyLink(secrets, "post-preview", subject, link.signature)) return "invalid";
  return expires * 1000 < now.getTime() ? "expired" : "valid";
}
