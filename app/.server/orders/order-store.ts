import { and, count, eq, lte, type SQL, sql } from "drizzle-orm";
import { type CampaignTag, recordConversion } from "#app/.server/attribution/conversion-record.ts";
import type { Database } from "#app/.server/db/client.ts";
import { cartItems, type OrderStatus, orderLines, orders } from "#app/.server/db/shop-schema.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { formatAmountCents } from "#app/lib/money.ts";
import type { PaymentMode } from "#app/lib/payment-mode.ts";

/** An order as checkout and its receipt see it. */
export type StoredOrder = {
  id: string;
  userId: string | null;
  email: string;
  status: OrderStatus;
  totalCents: number;
  idempotencyKey: string;
  cartFingerprint: string | null;
  paymentSessionId: string | null;
  cardLast4: string | null;
  paymentMode: PaymentMode;
  paymentReference: string | null;
  refundedCents: number;
  refundedAt: Date | null;
  createdAt: Date;
};

export type PricedLine = {
  productId: string;
  name: string;
  unitPriceCents: number;
  quantity: number;
};

const orderColumns = {
  id: orders.id,
  userId: orders.userId,
  email: orders.email,
  status: orders.status,
  totalCents: orders.totalCents,
  idempotencyKey: orders.idempotencyKey,
  cartFingerprint: orders.cartFingerprint,
  paymentSessionId: orders.paymentSessionId,
  cardLast4: orders.cardLast4,
  paymentMode: orders.paymentMode,
  paymentReference: orders.paymentReference,
  refundedCents: orders.refundedCents,
  refundedAt: orders.refundedAt,
  createdAt: orders.createdAt,
};

async function findOrder(db: Database, where: SQL): Promise<StoredOrder | null> {
  const [row] = await db.select(orderColumns).from(orders).where(where).limit(1);
  return row ?? null;
}

export const getOrder = (db: Database, id: string) => findOrder(db, eq(orders.id, id));

const findOrderByKey = (db: Database, key: string) => findOrder(db, eq(orders.idempotencyKey, key));

export const findOrderBySession = (db: Database, sessionId: string) =>
  findOrder(db, eq(orders.paymentSessionId, sessionId));

/**
 * Stores the order and its lines as pending, before any payment is asked for. Returns the order
 * already stored under the same key when a retried submit got there first.
 */
export async function storePendingOrder(
  db: Database,
  input: {
    userId: string | null;
    email: string;
    idempotencyKey: string;
    cartFingerprint: string;
    totalCents: number;
    lines: PricedLine[];
    /** The mode of the provider that will take the payment. */
    paymentMode: PaymentMode;
    /** The campaign the buyer arrived from today, if any (campaign attribution). */
    campaign?: CampaignTag | null;
  },
): Promise<StoredOrder | null> {
  const { lines, campaign, ...order } = input;
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({ ...order, status: "pending" })
      .onConflictDoNothing({ target: orders.idempotencyKey })
      .returning(orderColumns);
    if (row) {
      await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: row.id })));
      await recordConversion(tx, "order", row.id, campaign);
    }
    return row ?? null;
  });
  return created ?? findOrderByKey(db, input.idempotencyKey);
}

export async function attachOrderSession(db: Database, id: string, sessionId: string) {
  await db.update(orders).set({ paymentSessionId: sessionId }).where(eq(orders.id, id));
}

/**
 * A pending order is paid. True only for the call that made the change, so the receipt goes out
 * once however many confirmations (return page, webhook, retried submit) arrive.
 */
export async function markOrderPaid(
  db: Database,
  id: string,
  payment: { reference: string | null; last4: string | null },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(orders)
      .set({ status: "paid", paymentReference: payment.reference, cardLast4: payment.last4 })
      .where(and(eq(orders.id, id), eq(orders.status, "pending")))
      .returning({ userId: orders.userId });
    // What was bought leaves the member's saved cart too, on every device; what was added to it
    // since checkout began stays.
    if (paid?.userId) {
      const member = eq(cartItems.userId, paid.userId);
      await tx
        .update(cartItems)
        .set({ quantity: sql`${cartItems.quantity} - ${orderLines.quantity}` })
        .from(orderLines)
        .where(
          and(member, eq(orderLines.orderId, id), eq(orderLines.productId, cartItems.productId)),
        );
      await tx.delete(cartItems).where(and(member, lte(cartItems.quantity, 0)));
    }
    return paid !== undefined;
  });
}

/** The hosted payment page closed unpaid: the order stays on record as cancelled (once). */
export async function cancelOrder(db: Database, id: string): Promise<boolean> {
  const cancelled = await db
    .update(orders)
    .set({ status: "cancelled" })
    .where(and(eq(orders.id, id), eq(orders.status, "pending")))
    .returning({ id: orders.id });
  return cancelled.length > 0;
}

/** A declined card or an unreachable provider leaves no order behind (its lines go with it). */
export async function discardPendingOrder(db: Database, id: string): Promise<void> {
  await db.delete(orders).where(and(eq(orders.id, id), eq(orders.status, "pending")));
}

export async function getOrderLines(db: Database, orderId: string) {
  return db
    .select({
      name: orderLines.name,
      quantity: orderLines.quantity,
      unitPriceCents: orderLines.unitPriceCents,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
}

/** Paid orders only: a pending or cancelled checkout bought nothing. */
export async function countOrdersOf(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, "paid")));
  return row?.n ?? 0;
}

/** "Refunded $20.00 on Mar 15, 2025, 2:05 PM UTC", or null when nothing was paid back. */
export function refundNote(order: Pick<StoredOrder, "refundedCents" | "refundedAt">) {
  if (order.refundedCents <= 0) return null;
  const when = order.refundedAt ? ` on ${formatDateTime(order.refundedAt)}` : "";
  return `Refunded ${formatAmountCents(order.refundedCents)}${when}`;
}
