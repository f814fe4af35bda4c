import { desc, eq, inArray, not } from "drizzle-orm";
import { scheduleColumns, scheduleOfRow } from "#app/.server/catalog/event-schedule.ts";
import type { Database } from "#app/.server/db/client.ts";
import { orderLines, orders, products } from "#app/.server/db/shop-schema.ts";
import { productPictureIds, setProductPictures } from "#app/.server/media/product-pictures.ts";
import { refundNote } from "#app/.server/orders/order-store.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { scheduleOfFields } from "#app/lib/event-time.ts";
import { toCents } from "#app/lib/money.ts";
import type { ProductForm } from "#app/schemas/admin-product.ts";
import { isSafeText } from "#app/schemas/text.ts";

export async function listAllProducts(db: Database) {
  const rows = await db.select().from(products).orderBy(products.name);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    category: row.category,
    type: row.type,
    price: row.priceCents / 100,
    inStock: row.inStock,
    hidden: row.hidden,
    availableForPurchase: row.availableForPurchase,
  }));
}

/** The form's values for an existing product, or null. */
export async function getProductForm(db: Database, id: string): Promise<ProductForm | null> {
  // The id comes from the address bar; text the database cannot compare names no product.
  if (!isSafeText(id)) return null;
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  if (!row) return null;
  const schedule = scheduleOfRow(row);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    longDescription: row.longDescription ?? undefined,
    price: row.priceCents / 100,
    oldPrice: row.oldPriceCents === null ? undefined : row.oldPriceCents / 100,
    category: row.category as ProductForm["category"],
    type: row.type,
    image: row.image as ProductForm["image"],
    pictures: await productPictureIds(db, row.id),
    tags: row.tags.join(", "),
    badge: row.badge ?? undefined,
    sku: row.sku ?? undefined,
    inStock: row.inStock,
    availableForPurchase: row.availableForPurchase,
    hidden: row.hidden,
    eventDate: schedule?.date,
    eventStart: schedule?.start,
    eventEnd: schedule?.end,
    eventEndDate: schedule && schedule.endDate !== schedule.date ? schedule.endDate : undefined,
    eventTimeZone: schedule?.timeZone as ProductForm["eventTimeZone"],
    location: row.location ?? undefined,
    externalUrl: row.externalUrl ?? undefined,
  };
}

function toRow(form: ProductForm) {
  return {
    name: form.name,
    description: form.description,
    longDescription: form.longDescription || null,
    priceCents: toCents(form.price),
    oldPriceCents: form.oldPrice === undefined ? null : toCents(form.oldPrice),
    image: form.image,
    images: [form.image],
    category: form.category,
    type: form.type,
    tags: (form.tags ?? "")
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    badge: form.badge || null,
    sku: form.sku || null,
    inStock: form.inStock,
    availableForPurchase: form.availableForPurchase,
    hidden: form.hidden,
    // Only an event keeps times: a product that stops being one drops them.
    ...scheduleColumns(form.type === "event" ? scheduleOfFields(form) : null),
    location: form.location || null,
    externalUrl: form.externalUrl ?? null,
  };
}

/** Creates a product with its pictures; false when the id is taken. */
export async function createProduct(db: Database, form: ProductForm): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(products)
      .values({ id: form.id, ...toRow(form) })
      .onConflictDoNothing({ target: products.id })
      .returning({ id: products.id });
    if (inserted.length === 0) return false;
    await setProductPictures(tx, form.id, form.pictures);
    return true;
  });
}

export async function updateProduct(db: Database, id: string, form: ProductForm): Promise<boolean> {
  if (!isSafeText(id)) return false;
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(products)
      .set(toRow(form))
      .where(eq(products.id, id))
      .returning({ id: products.id });
    if (updated.length === 0) return false;
    await setProductPictures(tx, id, form.pictures);
    return true;
  });
}

export async function toggleProductFlag(
  db: Database,
  id: string,
  flag: "inStock" | "hidden",
): Promise<void> {
  const column = flag === "inStock" ? products.inStock : products.hidden;
  await db
    .update(products)
    .set({ [flag]: not(column) })
    .where(eq(products.id, id));
}

export async function listOrders(db: Database) {
  const rows = await db.select().from(orders).orderBy(desc(orders.createdAt)).limit(100);
  const lines = rows.length
    ? await db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            rows.map((order) => order.id),
          ),
        )
    : [];
  return rows.map((order) => ({
    id: order.id,
    email: order.email,
    total: order.totalCents / 100,
    status: order.status,
    fulfilledAt: order.fulfilledAt ? formatDateTime(order.fulfilledAt) : null,
    refunded: refundNote(order),
    refundable:
      order.status === "paid" &&
      order.paymentReference !== null &&
      order.refundedCents < order.totalCents,
    testPayment: order.paymentMode === "test",
    placedAt: formatDateTime(order.createdAt),
    items: lines
      .filter((line) => line.orderId === order.id)
      .map((line) => `${line.quantity} × ${line.name}`),
  }));
}
