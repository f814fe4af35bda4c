import { describe, expect, it } from "vitest";
import { eventTimes } from "#app/lib/event-time.ts";
import type { Product } from "#app/lib/product.ts";
import { eventJsonLd, priceSpecification } from "./json-ld.ts";

describe("priceSpecification", () => {
  it("reads a plain price, a starting price and prices per hour or month", () => {
    expect(priceSpecification("$5,000")).toEqual({
      "@type": "PriceSpecification",
      price: 5000,
      priceCurrency: "USD",
    });
    expect(priceSpecification("$15,000+")).toEqual({
      "@type": "PriceSpecification",
      minPrice: 15000,
      priceCurrency: "USD",
    });
    expect(priceSpecification("$500/hr")).toMatchObject({ price: 500, unitText: "hour" });
    expect(priceSpecification("$2,500/month")).toMatchObject({ price: 2500, unitText: "month" });
  });

  it("gives no price for custom pricing", () => {
    expect(priceSpecification("Custom")).toBeUndefined();
    expect(priceSpecification("Custom pricing")).toBeUndefined();
  });
});

describe("eventJsonLd", () => {
  const gala: Product = {
    id: "couture-tech-gala",
    name: "Couture Tech Gala",
    description: "The annual gala.",
    longDescription: null,
    price: 450,
    oldPrice: null,
    image: "/images/products/event.svg",
    images: ["/images/products/event.svg"],
    category: "Fashion Technology",
    type: "event",
    rating: 5,
    reviewCount: 87,
    tags: [],
    inStock: true,
    availableForPurchase: true,
    badge: null,
    sku: null,
    specifications: {},
    features: [],
    eventType: "Gala",
    eventTimes: eventTimes({
      date: "2027-05-15",
      start: "19:00",
      endDate: "2027-05-16",
      end: "01:00",
      timeZone: "America/New_York",
    }),
    location: "New York, USA",
    externalUrl: null,
    pictures: [],
  };

  it("starts and ends with the offset of the event's own zone, past midnight included", () => {
    expect(eventJsonLd(gala, (path) => `https://celestial.example${path}`)).toMatchObject({
      startDate: "2027-05-15T19:00:00-04:00",
      endDate: "2027-05-16T01:00:00-04:00",
      location: { "@type": "Place", name: "New York, USA" },
    });
  });
});
