import { createHash } from "node:crypto";
import type { PricedLine } from "./order-store.ts";

/**
 * What a checkout key is bound to: the customer (the member, or a guest's e-mail), the products
 * and quantities, and the amount. A key sent again with anything else is not the same order.
 */
export function cartFingerprint(
  customer: { userId: string | null; email: string },
  lines: PricedLine[],
  totalCents: number,
): string {
  const who = customer.userId ? `user:${customer.userId}` : `guest:${customer.email.toLowerCase()}`;
  const what = lines
    .map((line) => [line.productId, line.quantity, line.unitPriceCents] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash("sha256")
    .update(JSON.stringify([who, what, totalCents]))
    .digest("base64url");
}
