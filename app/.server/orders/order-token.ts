import { type LinkSecrets, signLink, verifyLink } from "#app/.server/link-signing.ts";

/**
 * The receipt link's proof that the visitor placed this order: a signature of its id, so a guest
 * can see their receipt and nobody can read another order by guessing ids. Every receipt link is
 * made and checked here.
 */
function signOrderId(secrets: LinkSecrets, orderId: string): string {
  return signLink(secrets, "order-receipt", orderId);
}

export function verifyOrderToken(secrets: LinkSecrets, orderId: string, token: string): boolean {
  return verifyLink(secrets, "order-receipt", orderId, token);
}

/** The path of an order's receipt (the checkout page showing that order). */
export function receiptPath(secrets: LinkSecrets, orderId: string): string {
  return `/checkout?order=${orderId}&token=${signOrderId(secrets, orderId)}`;
}

/** How long a receipt link works: a forwarded or leaked link does not show the order for ever. */
export const RECEIPT_LINK_DAYS = 30;

const DAY_MS = 24 * 60 * 60_000;

/**
 * Whether the receipt link of an order placed at `placedAt` has expired. A link is only ever made
 * as the order is placed (checkout's redirect, the payment page's way back), so the order's age
 * is the link's: the token needs no time of its own, and links already given out expire alike.
 */
export function receiptLinkExpired(placedAt: Date, now: Date): boolean {
  return now.getTime() - placedAt.getTime() > RECEIPT_LINK_DAYS * DAY_MS;
}
