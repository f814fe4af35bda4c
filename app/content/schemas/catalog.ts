import { z } from "zod";
import { PRODUCT_CATEGORIES, PRODUCT_TYPES } from "#app/lib/domain.ts";
import { isWallTime, scheduleOfFields, scheduleProblem } from "#app/lib/event-time.ts";
import { EVENT_TIME_ZONE_IDS } from "#app/lib/event-time-zones.ts";

const Price = z.number().nonnegative().multipleOf(0.01);

const CatalogProductSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, "ids are URL slugs"),
    name: z.string().min(1),
    description: z.string().min(1).max(200),
    longDescription: z.string().min(1),
    price: Price,
    oldPrice: Price.optional(),
    images: z.array(z.string().startsWith("/images/")).min(1),
    category: z.enum(PRODUCT_CATEGORIES),
    type: z.enum(PRODUCT_TYPES),
    rating: z.number().min(0).max(5),
    reviewCount: z.number().int().nonnegative(),
    tags: z.array(z.string().min(1)),
    inStock: z.boolean(),
    availableForPurchase: z.boolean(),
    badge: z.string().min(1).optional(),
    sku: z.string().min(1),
    specifications: z.record(z.string(), z.string()),
    features: z.array(z.string().min(1)),
    eventType: z.string().min(1).optional(),
    eventDate: z.iso.date().optional(),
    eventStart: z.string().refine(isWallTime).optional(),
    eventEndDate: z.iso.date().optional(),
    eventEnd: z.string().refine(isWallTime).optional(),
    eventTimeZone: z.enum(EVENT_TIME_ZONE_IDS).optional(),
    location: z.string().min(1).optional(),
    externalUrl: z.url().optional(),
  })
  .refine((product) => product.oldPrice === undefined || product.oldPrice > product.price, {
    error: "an old price is higher than the price",
  })
  .refine(
    (product) => product.type !== "event" || (scheduleOfFields(product) && product.location),
    { error: "events have a date, start and end times, a time zone and a location" },
  )
  .refine(
    (product) => {
      const schedule = scheduleOfFields(product);
      return schedule === null || scheduleProblem(schedule) === null;
    },
    { error: "an event's times exist in its zone and it ends after it starts" },
  );

export const CatalogSchema = z
  .array(CatalogProductSchema)
  .refine((products) => new Set(products.map((p) => p.id)).size === products.length, {
    error: "product ids are unique",
  })
  .refine((products) => PRODUCT_CATEGORIES.every((c) => products.some((p) => p.category === c)), {
    error: "every category has a product",
  })
  .refine((products) => PRODUCT_TYPES.every((t) => products.some((p) => p.type === t)), {
    error: "every type has a product",
  });

export type CatalogProduct = z.infer<typeof CatalogProductSchema>;
