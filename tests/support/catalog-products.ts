import { catalog } from "#app/content/catalog.ts";
import type { Product } from "#app/lib/product.ts";

/**
 * The catalog's products as pages see them once seeded, without a database: the first image is
 * the main one and absent optional fields are null, and no
 * product has pictures from the media library.
 */
export const catalogProducts: Product[] = catalog.map((item) => ({
  ...item,
  oldPrice: item.oldPrice ?? null,
  image: item.images[0] ?? "",
  badge: item.badge ?? null,
  eventType: item.eventType ?? null,
  eventDate: item.eventDate ?? null,
  location: item.location ?? null,
  externalUrl: item.externalUrl ?? null,
  pictures: [],
}));
