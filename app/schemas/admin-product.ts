import { z } from "zod";
import { PRODUCT_CATEGORIES, PRODUCT_TYPES } from "#app/lib/domain.ts";
import { isWallTime, scheduleOfFields, scheduleProblem } from "#app/lib/event-time.ts";
import { EVENT_TIME_ZONE_IDS } from "#app/lib/event-time-zones.ts";
import { text, webAddress } from "./text.ts";

export const PRODUCT_ART = [
  "/images/products/event.svg",
  "/images/products/subscription.svg",
  "/images/products/course.svg",
  "/images/products/digital.svg",
  "/images/products/physical.svg",
  "/images/products/consultation.svg",
] as const;

const optionalText = (max: number, label: string) =>
  text()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional();

const WallTime = text().trim().refine(isWallTime, { error: "Use a time like 19:00" }).optional();

/** What an event needs that other products do not, field by field. */
const EVENT_REQUIRED = [
  ["eventDate", "Events need a date"],
  ["eventStart", "Events need a start time"],
  ["eventEnd", "Events need an end time"],
  ["eventTimeZone", "Events need a time zone"],
  ["location", "Events need a location"],
] as const;

const Price = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .min(0, { error: `${label} cannot be negative` })
    .max(1_000_000, { error: `${label} is too high` })
    .refine(
      (value) =>
        Number.isInteger(Math.round(value * 100)) &&
        Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      {
        error: `${label} has at most two decimals`,
      },
    );

/** The admin's product form: create and edit share it. */
export const ProductFormSchema = z
  .object({
    id: text({ error: "Please enter an id" })
      .trim()
      .regex(/^[a-z0-9-]{3,80}$/, { error: "Use 3-80 lowercase letters, digits and dashes" }),
    name: text({ error: "Please enter a name" })
      .trim()
      .min(1, { error: "Please enter a name" })
      .max(120),
    description: text({ error: "Please enter a short description" })
      .trim()
      .min(1, { error: "Please enter a short description" })
      .max(200, { error: "Keep the short description under 200 characters" }),
    longDescription: optionalText(4000, "The long description"),
    price: Price("The price"),
    oldPrice: Price("The old price").optional(),
    category: z.enum(PRODUCT_CATEGORIES, { error: "Please choose a category" }),
    type: z.enum(PRODUCT_TYPES, { error: "Please choose a type" }),
    image: z.enum(PRODUCT_ART, { error: "Please choose an image" }),
    /** Pictures from the media library, the main one first; without any, the drawing shows. */
    pictures: z
      .array(z.uuid({ error: "Choose pictures from the media library" }))
      .max(8, { error: "A product shows at most 8 pictures" })
      .default([]),
    tags: optionalText(300, "Tags"),
    badge: optionalText(40, "The badge"),
    sku: optionalText(60, "The SKU"),
    inStock: z.boolean().default(false),
    availableForPurchase: z.boolean().default(false),
    hidden: z.boolean().default(false),
    eventDate: z.iso.date({ error: "Use a date like 2027-03-18" }).optional(),
    eventStart: WallTime,
    eventEnd: WallTime,
    // Only for an event that ends on a later day than it starts (past midnight, or several days).
    eventEndDate: z.iso.date({ error: "Use a date like 2027-03-19" }).optional(),
    eventTimeZone: z
      .enum(EVENT_TIME_ZONE_IDS, { error: "Choose a time zone from the list" })
      .optional(),
    location: optionalText(120, "The location"),
    externalUrl: webAddress({ protocol: /^https$/, error: "Use an https:// address" }).optional(),
  })
  .refine((p) => p.oldPrice === undefined || p.oldPrice > p.price, {
    error: "The old price must be higher than the price",
    path: ["oldPrice"],
  })
  .superRefine((p, context) => {
    if (p.type !== "event") return;
    for (const [field, message] of EVENT_REQUIRED) {
      if (!p[field]) context.addIssue({ code: "custom", message, path: [field] });
    }
    const schedule = scheduleOfFields(p);
    const problem = schedule && scheduleProblem(schedule);
    if (problem) {
      const path = [problem.field === "start" ? "eventStart" : "eventEnd"];
      context.addIssue({ code: "custom", message: problem.message, path });
    }
  });

export type ProductForm = z.infer<typeof ProductFormSchema>;

export const ProductQuickSchema = z.object({
  intent: z.enum(["toggle-stock", "toggle-hidden"]),
  id: text().min(1).max(80),
});
