import { count, eq } from "drizzle-orm";
import { getVisibleProducts } from "#app/.server/catalog/products.ts";
import type { Database } from "#app/.server/db/client.ts";
import { cartItems, orderLines, orders } from "#app/.server/db/shop-schema.ts";
import { receiptMail } from "#app/.server/mail/templates.ts";
import { refuseWithoutPayments } from "#app/.server/payments/unavailable-provider.ts";
import type { AppServices } from "#app/.server/services.ts";
import { toCents } from "#app/lib/money.ts";
import type { PaymentMode } from "#app/lib/payment-mode.ts";
import type { CardInput } from "#app/schemas/payment.ts";

export type OrderRequest = {
  lines: { id: string; quantity: number }[];
  email: string;
  userId: string | null;
  card: CardInput;
  idempotencyKey: string;
};

export type PlaceOrderResult =
  | { ok: true; orderId: string }
  | { ok: false; status: 400 | 402 | 409 | 503; error: string };

async function findOrderByKey(db: Database, key: string): Promise<string | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.idempotencyKey, key))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Checkout on the server: every line is re-priced from the catalog (what the browser says a
 * product costs is ignored), anything that cannot be bought is refused by name, the card is
 * charged through the payment provider, and the order is written once per idempotency key.
 */
export async function placeOrder(
  services: AppServices,
  request: OrderRequest,
): Promise<PlaceOrderResult> {
  const { db } = services;
  const notSetUp = refuseWithoutPayments(services.payments);
  if (notSetUp) return notSetUp;
  const existing = await findOrderByKey(db, request.idempotencyKey);
  if (existing) return { ok: true, orderId: existing };

  const quantities = new Map<string, number>();
  for (const line of request.lines) {
    quantities.set(line.id, (quantities.get(line.id) ?? 0) + line.quantity);
  }
  const found = await getVisibleProducts(db, [...quantities.keys()]);
  const missing = [...quantities.keys()].filter((id) => !found.some((p) => p.id === id));
  if (missing.length > 0) {
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

  const priced = found.map((product) => ({
    productId: product.id,
    name: product.name,
    unitPriceCents: toCents(product.price),
    quantity: quantities.get(product.id) ?? 0,
  }));
  const totalCents = priced.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);

  let payment: { reference: string | null; last4: string | null } = {
    reference: null,
    last4: null,
  };
  if (totalCents > 0) {
    const charge = await services.payments.charge({
      amountCents: totalCents,
      description: `${services.config.siteName} order`,
      card: request.card,
      idempotencyKey: request.idempotencyKey,
    });
    if (!charge.ok) return { ok: false, status: 402, error: charge.message };
    payment = { reference: charge.reference, last4: charge.last4 };
  }

  const orderId = await db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        userId: request.userId,
        email: request.email,
        totalCents,
        idempotencyKey: request.idempotencyKey,
        paymentReference: payment.reference,
        cardLast4: payment.last4,
        paymentMode: services.payments.paymentMode,
      })
      .onConflictDoNothing({ target: orders.idempotencyKey })
      .returning({ id: orders.id });
    // Lost a race with an identical submit: that one wrote the order and its lines.
    if (!order) return null;
    await tx.insert(orderLines).values(priced.map((line) => ({ ...line, orderId: order.id })));
    // What was bought leaves the member's saved cart too, on every device.
    if (request.userId) await tx.delete(cartItems).where(eq(cartItems.userId, request.userId));
    return order.id;
  });
  if (!orderId) {
    const winner = await findOrderByKey(db, request.idempotencyKey);
    if (!winner) throw new Error("order vanished after a conflicting insert");
    return { ok: true, orderId: winner };
  }

  await services.mailer
    .send(
      receiptMail({
        to: request.email,
        siteName: services.config.siteName,
        orderId,
        lines: priced,
        totalCents,
        last4: payment.last4,
        paymentMode: services.payments.paymentMode,
      }),
    )
    .catch((error: unknown) =>
      services.logger.error({ err: error, orderId }, "receipt mail failed"),
    );
  return { ok: true, orderId };
}

export type OrderSummary = {
  id: string;
  email: string;
  totalCents: number;
  cardLast4: string | null;
  paymentMode: PaymentMode;
  lines: { name: string; quantity: number; unitPriceCents: number }[];
};

export async function getOrderSummary(db: Database, orderId: string): Promise<OrderSummary | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return null;
  const lines = await db
    .select({
      name: orderLines.name,
      quantity: orderLines.quantity,
      unitPriceCents: orderLines.unitPriceCents,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return {
    id: order.id,
    email: order.email,
    totalCents: order.totalCents,
    cardLast4: order.cardLast4,
    paymentMode: order.paymentMode,
    lines,
  };
}

export async function countOrdersOf(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return row?.n ?? 0;
}
