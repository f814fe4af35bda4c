import { catalog } from "#app/content/catalog.ts";
import { eventTimes, scheduleOfFields } from "#app/lib/event-time.ts";
import type { Product } from "#app/lib/product.ts";

/**
 * The catalog's products as pages see them once seeded, without a database: the first image is
 * the main one, absent optional fields are null, an event's times are worded in its zone and no
 * product has pictures from the media library.
 */
export const catalogProducts: Product[] = catalog.map((item) => {
  const schedule = scheduleOfFields(item);
  return {
    ...item,
    oldPrice: item.oldPrice ?? null,
    image: item.images[0] ?? "",
    badge: item.badge ?? null,
    eventType: item.eventType ?? null,
    eventTimes: schedule ? eventTimes(schedule) : null,
    location: item.location ?? null,
    externalUrl: item.externalUrl ?? null,
    pictures: [],
  };
});
