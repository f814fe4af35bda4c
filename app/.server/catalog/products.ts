import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { products } from "#app/.server/db/shop-schema.ts";
import { findProductPictures } from "#app/.server/media/find-media.ts";
import { catalog } from "#app/content/catalog.ts";
import { PRODUCT_CATEGORIES, PRODUCT_TYPES, type ProductType } from "#app/lib/domain.ts";
import { eventTimes } from "#app/lib/event-time.ts";
import { fallbackSource, type LibraryImage } from "#app/lib/media.ts";
import type { Product } from "#app/lib/product.ts";
import { matchesShopFilter, type ShopFilter } from "#app/lib/shop-filter.ts";
import { isSafeText } from "#app/schemas/text.ts";
import { scheduleOfRow } from "./event-schedule.ts";

type Row = typeof products.$inferSelect;

/**
 * A product as pages see it. Its library pictures, when it has any, take the drawing's place: the
 * plain addresses (`image`, `images`) name their WebP, for the cart, feeds and structured data.
 */
function toProduct(row: Row, pictures: LibraryImage[] = []): Product {
  const addresses = pictures.flatMap((picture) => fallbackSource(picture)?.url ?? []);
  const schedule = scheduleOfRow(row);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    longDescription: row.longDescription,
    price: row.priceCents / 100,
    oldPrice: row.oldPriceCents === null ? null : row.oldPriceCents / 100,
    image: addresses[0] ?? row.image,
    images: addresses.length > 0 ? addresses : row.images,
    pictures,
    category: row.category,
    type: row.type,
    rating: row.rating,
    reviewCount: row.reviewCount,
    tags: row.tags,
    inStock: row.inStock,
    availableForPurchase: row.availableForPurchase,
    badge: row.badge,
    sku: row.sku,
    specifications: row.specifications,
    features: row.features,
    eventType: row.eventType,
    eventTimes: schedule ? eventTimes(schedule) : null,
    location: row.location,
    externalUrl: row.externalUrl,
  };
}

/** The rows as products, each with its library pictures (one query for them all). */
async function withPictures(db: Database, rows: Row[]): Promise<Product[]> {
  const pictures = await findProductPictures(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toProduct(row, pictures.get(row.id)));
}

const byDeclaredOrder =
  <T extends string>(order: readonly string[]) =>
  (a: T, b: T) =>
    order.indexOf(a) - order.indexOf(b);

const catalogPosition = new Map(catalog.map((product, index) => [product.id, index]));

/** Every product the shop shows (not hidden): the catalog's order, then newer products by age. */
export async function listVisibleProducts(db: Database): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.hidden, false))
    .orderBy(products.createdAt, products.id);
  const position = (id: string) => catalogPosition.get(id) ?? Number.MAX_SAFE_INTEGER;
  const all = await withPictures(db, rows);
  return all.sort((a, b) => position(a.id) - position(b.id));
}

export type ShopListing = {
  products: Product[];
  /** The distinct categories and types of the visible catalog, for the filter buttons. */
  categories: string[];
  types: ProductType[];
};

export async function listShop(db: Database, filter: ShopFilter): Promise<ShopListing> {
  const all = await listVisibleProducts(db);
  return {
    products: all.filter((product) => matchesShopFilter(product, filter)),
    categories: [...new Set(all.map((p) => p.category))].sort(byDeclaredOrder(PRODUCT_CATEGORIES)),
    types: [...new Set(all.map((p) => p.type))].sort(byDeclaredOrder(PRODUCT_TYPES)),
  };
}

export async function getVisibleProduct(db: Database, id: string): Promise<Product | null> {
  // The id comes from the address bar; text the database cannot compare names no product.
  if (!isSafeText(id)) return null;
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.hidden, false)))
    .limit(1);
  if (!row) return null;
  const [product] = await withPictures(db, [row]);
  return product ?? null;
}

export async function getVisibleProducts(db: Database, ids: string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.hidden, false)));
  return withPictures(db, rows);
}

/** The shop's events, soonest first; an event without times yet comes last. */
export async function listEvents(db: Database): Promise<Product[]> {
  const all = await listVisibleProducts(db);
  const startOf = (event: Product) =>
    event.eventTimes ? Date.parse(event.eventTimes.start.iso) : Number.POSITIVE_INFINITY;
  return all.filter((product) => product.type === "event").sort((a, b) => startOf(a) - startOf(b));
}
