import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { cartItems, products } from "#app/.server/db/shop-schema.ts";
import { type CartLine, MAX_LINE_QUANTITY } from "#app/lib/cart.ts";

export type CartQuantities = { id: string; quantity: number }[];

/** The member's saved cart, priced from the catalog; hidden products drop out. */
async function getServerCart(db: Database, userId: string): Promise<CartLine[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      priceCents: products.priceCents,
      image: products.image,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, userId), eq(products.hidden, false)))
    .orderBy(cartItems.updatedAt);
  return rows.map(({ priceCents, ...line }) => ({ ...line, price: priceCents / 100 }));
}

async function knownProductIds(db: Database, lines: CartQuantities): Promise<Set<string>> {
  if (lines.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((line) => line.id),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Signing in: what the browser held is added to what the account already had. */
export async function mergeIntoServerCart(
  db: Database,
  userId: string,
  lines: CartQuantities,
): Promise<CartLine[]> {
  const known = await knownProductIds(db, lines);
  for (const line of lines) {
    if (!known.has(line.id)) continue;
    await db
      .insert(cartItems)
      .values({ userId, productId: line.id, quantity: Math.min(line.quantity, MAX_LINE_QUANTITY) })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: {
          quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})`,
        },
      });
  }
  return getServerCart(db, userId);
}

/** After each change while signed in: the account's cart becomes exactly the browser's. */
export async function replaceServerCart(
  db: Database,
  userId: string,
  lines: CartQuantities,
): Promise<void> {
  const known = await knownProductIds(db, lines);
  const kept = lines.filter((line) => known.has(line.id));
  await db.transaction(async (tx) => {
    await tx.delete(cartItems).where(
      kept.length > 0
        ? and(
            eq(cartItems.userId, userId),
            notInArray(
              cartItems.productId,
              kept.map((l) => l.id),
            ),
          )
        : eq(cartItems.userId, userId),
    );
    for (const line of kept) {
      await tx
        .insert(cartItems)
        .values({ userId, productId: line.id, quantity: line.quantity })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId],
          set: { quantity: line.quantity },
        });
    }
  });
}
