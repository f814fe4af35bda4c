import { describe, expect, it } from "vitest";
import { priceSpecification } from "./json-ld.ts";

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
