import type { ProductType } from "./domain.ts";
import type { EventTimes } from "./event-time.ts";
import type { LibraryImage } from "./media.ts";

/** A product as pages see it: prices in dollars, optional fields as null. */
export type Product = {
  id: string;
  name: string;
  description: string;
  longDescription: string | null;
  price: number;
  oldPrice: number | null;
  /** The main picture's address: a drawing, or the main library picture's WebP. */
  image: string;
  images: string[];
  /** Pictures from the media library, the main one first; empty for a product drawn by default. */
  pictures: LibraryImage[];
  category: string;
  type: ProductType;
  rating: number;
  reviewCount: number;
  tags: string[];
  inStock: boolean;
  availableForPurchase: boolean;
  badge: string | null;
  sku: string | null;
  specifications: Record<string, string>;
  features: string[];
  eventType: string | null;
  /** An event's start and end, worded on the server in the event's own zone. */
  eventTimes: EventTimes | null;
  location: string | null;
  externalUrl: string | null;
};
