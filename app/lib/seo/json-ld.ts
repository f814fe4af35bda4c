import type { Product } from "#app/lib/product.ts";

/**
 * schema.org data (JSON-LD) for the pages search engines describe richly. What describes loaded
 * records (products, events) is built by the page's loader, so these builders stay on the server
 * and the page carries the result as data.
 */
export type JsonLd = Record<string, unknown>;

/** Turns a site path into a full URL on the site at `publicUrl`; a full URL stays as it is. */
export function siteAddress(publicUrl: string): (path: string) => string {
  return (path) => (/^https?:\/\//.test(path) ? path : `${publicUrl}${path}`);
}

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

/**
 * schema.org data for an event; virtual events are online, the rest happen at their location.
 * Start and end carry the offset of the event's zone, as search engines ask.
 */
export function eventJsonLd(event: Product, absolute: (path: string) => string): JsonLd {
  const url = absolute(`/product/${event.id}`);
  const online = event.location?.toLowerCase().includes("virtual") ?? false;
  return {
    "@type": "Event",
    name: event.name,
    description: event.description,
    image: event.images.map(absolute),
    startDate: event.eventTimes?.start.iso,
    endDate: event.eventTimes?.end.iso,
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

/** What the service JSON-LD reads of a service page (the content schema's page satisfies it). */
type ServiceDescription = {
  meta: { title: string; description: string };
  serviceType: string;
  packages: { title: string; items: { name: string; summary: string; price: string }[] };
};

/**
 * A package price as schema.org understands it. The price list is display text: "$5,000" is a
 * price, "$15,000+" a starting price, "$500/hr" and "$2,500/month" a price per unit, and "Custom"
 * no price at all.
 */
export function priceSpecification(price: string): JsonLd | undefined {
  const match = /^\$([\d,]+)(\+)?(?:\/(hr|month))?$/.exec(price);
  if (!match?.[1]) return undefined;
  const amount = Number(match[1].replaceAll(",", ""));
  if (match[3]) {
    return {
      "@type": "UnitPriceSpecification",
      price: amount,
      priceCurrency: "USD",
      unitText: match[3] === "hr" ? "hour" : "month",
    };
  }
  if (match[2]) return { "@type": "PriceSpecification", minPrice: amount, priceCurrency: "USD" };
  return { "@type": "PriceSpecification", price: amount, priceCurrency: "USD" };
}

/** schema.org data for a service page: the service, its provider and its packages as offers. */
export function serviceJsonLd(
  page: ServiceDescription,
  provider: { name: string; url: string },
  url: string,
): JsonLd {
  return {
    "@type": "Service",
    name: page.meta.title,
    description: page.meta.description,
    serviceType: page.serviceType,
    url,
    provider: { "@type": "Organization", name: provider.name, url: provider.url },
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: page.packages.title,
      itemListElement: page.packages.items.map((item) => {
        const specification = priceSpecification(item.price);
        return {
          "@type": "Offer",
          name: item.name,
          description: item.summary,
          ...(specification ? { priceSpecification: specification } : {}),
        };
      }),
    },
  };
}
