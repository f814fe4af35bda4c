import { getVisibleProducts } from "#app/.server/catalog/products.ts";
import type { Database } from "#app/.server/db/client.ts";
import { MAX_ORDER_TOTAL_CENTS } from "#app/lib/cart.ts";
import { formatCents, toCents } from "#app/lib/money.ts";
import type { PricedLine } from "./order-store.ts";

export type PricedCart =
  | { ok: true; lines: PricedLine[]; totalCents: number }
  | { ok: false; status: 400 | 409; error: string };

/**
 * Prices the (already merged) cart from the catalog: what the browser says a product costs is
 * ignored, and anything that cannot be bought is refused by name before an order exists.
 */
export async function priceCart(
  db: Database,
  lines: { id: string; quantity: number }[],
): Promise<PricedCart> {
  const found = await getVisibleProducts(
    db,
    lines.map((line) => line.id),
  );
  if (lines.some((line) => !found.some((product) => product.id === line.id))) {
    return {
      ok: false,
      status: 409,
      error: "Some items in your cart are no longer available. Please remove them and try again.",
    };
  }
  const unavailable = found.filter((p) => !p.inStock || !p.availableForPurchase);
  if (unavailable.length > 0) {
    const names = unavailable.map((p) => p.name).join(", ");
    return {
      ok: false,
      status: 409,
      error: `${names} cannot be bought right now (out of stock or not yet on sale). Please remove ${unavailable.length === 1 ? "it" : "them"} from your cart.`,
    };
  }
  const priced = lines.map((line) => {
    const product = found.find((p) => p.id === line.id) as (typeof found)[number];
    return {
      productId: product.id,
      name: product.name,
      unitPriceCents: toCents(product.price),
      quantity: line.quantity,
    };
  });
  const totalCents = priced.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  if (totalCents > MAX_ORDER_TOTAL_CENTS) {
    return {
      ok: false,
      status: 400,
      error: `One payment can take at most ${formatCents(MAX_ORDER_TOTAL_CENTS)}. Please split your purchase into smaller orders.`,
    };
  }
  return { ok: true, lines: priced, totalCents };
}
