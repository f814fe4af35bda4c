import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The receipt link's proof that the visitor placed this order: an HMAC of its id, so a guest
 * can see their receipt and nobody can read another order by guessing ids. Every receipt link is
 * made and checked here.
 */
export function signOrderId(secret: string, orderId: string): string {
  return createHmac("sha256", secret).update(`order:${orderId}`).digest("base64url");
}

export function verifyOrderToken(secret: string, orderId: string, token: string): boolean {
  const expected = Buffer.from(signOrderId(secret, orderId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The path of an order's receipt (the checkout page showing that order). */
export function receiptPath(secret: string, orderId: string): string {
  return `/checkout?order=${orderId}&token=${signOrderId(secret, orderId)}`;
}
