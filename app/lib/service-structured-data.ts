type JsonLd = Record<string, unknown>;

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
