import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The confirmation page's proof that the visitor placed this order: an HMAC of its id, so a guest
 * can see their receipt and nobody can read another order by guessing ids.
 */
export function signOrderId(secret: string, orderId: string): string {
  return createHmac("sha256", secret).update(`order:${orderId}`).digest("base64url");
}

export function verifyOrderToken(secret: string, orderId: string, token: string): boolean {
  const expected = Buffer.from(signOrderId(secret, orderId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
