import type { Database } from "#app/.server/db/client.ts";
import { products } from "#app/.server/db/shop-schema.ts";
import { catalog } from "#app/content/catalog.ts";
import { scheduleOfFields } from "#app/lib/event-time.ts";
import { toCents } from "#app/lib/money.ts";
import { scheduleColumns } from "./event-schedule.ts";

/**
 * Adds the catalog's products that the database does not have yet. Existing rows are left alone,
 * so what admins change (prices, stock, hiding) survives restarts.
 */
export async function seedCatalog(db: Database): Promise<void> {
  await db
    .insert(products)
    .values(
      catalog.map((product) => ({
        id: product.id,
        name: product.name,
        description: product.description,
        longDescription: product.longDescription,
        priceCents: toCents(product.price),
        oldPriceCents: product.oldPrice === undefined ? null : toCents(product.oldPrice),
        image: product.images[0] ?? "",
        images: product.images,
        category: product.category,
        type: product.type,
        rating: product.rating,
        reviewCount: product.reviewCount,
        tags: product.tags,
        inStock: product.inStock,
        availableForPurchase: product.availableForPurchase,
        badge: product.badge ?? null,
        sku: product.sku,
        specifications: product.specifications,
        features: product.features,
        eventType: product.eventType ?? null,
        ...scheduleColumns(scheduleOfFields(product)),
        location: product.location ?? null,
        externalUrl: product.externalUrl ?? null,
      })),
    )
    .onConflictDoNothing({ target: products.id });
}
