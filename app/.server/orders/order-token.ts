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
