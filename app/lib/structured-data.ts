import type { Product } from "./product.ts";

type JsonLd = Record<string, unknown>;

function offer(product: Product, url: string): JsonLd {
  return {
    "@type": "Offer",
    url,
    price: product.price.toFixed(2),
    priceCurrency: "USD",
    availability:
      product.inStock && product.availableForPurchase
        ? "https://schema.org/InStock"
        : "https://schema.org/OutOfStock",
  };
}

/** schema.org data for a product page; `absolute` turns a site path into a full URL. */
export function productJsonLd(product: Product, absolute: (path: string) => string): JsonLd {
  const url = absolute(`/product/${product.id}`);
  const data: JsonLd = {
    "@type": "Product",
    name: product.name,
    description: product.description,
    image: product.images.map(absolute),
    category: product.category,
    offers: offer(product, url),
  };
  if (product.sku) data.sku = product.sku;
  // Ratings only when people have rated it: an aggregate of zero reviews is invalid data.
  if (product.reviewCount > 0) {
    data.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: product.rating,
      reviewCount: product.reviewCount,
    };
  }
  return data;
}

/** schema.org data for an event; virtual events are online, the rest happen at their location. */
export function eventJsonLd(event: Product, absolute: (path: string) => string): JsonLd {
  const url = absolute(`/product/${event.id}`);
  const online = event.location?.toLowerCase().includes("virtual") ?? false;
  return {
    "@type": "Event",
    name: event.name,
    description: event.description,
    image: event.images.map(absolute),
    startDate: event.eventDate,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: online
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    location: online
      ? { "@type": "VirtualLocation", url: event.externalUrl ?? url }
      : { "@type": "Place", name: event.location, address: event.location },
    offers: offer(event, event.externalUrl ?? url),
  };
}
