import { describe, expect, test } from "vitest";
import { filledStars, matchesShopFilter, readShopFilter, shopFilterSearch } from "./shop-filter.ts";

const jacket = {
  name: "Sustainable Techwear Jacket",
  description: "Recycled shell and modular pockets",
  category: "Sustainable Fashion",
  type: "physical",
};

describe("shop filter", () => {
  test("defaults to all, trims the search", () => {
    expect(readShopFilter(new URLSearchParams("q=%20%20jacket%20"))).toEqual({
      q: "jacket",
      category: "all",
      type: "all",
    });
  });

  test("search matches name or description, ignoring case", () => {
    const filter = { q: "", category: "all", type: "all" };
    expect(matchesShopFilter(jacket, { ...filter, q: "TECHWEAR" })).toBe(true);
    expect(matchesShopFilter(jacket, { ...filter, q: "modular" })).toBe(true);
    expect(matchesShopFilter(jacket, { ...filter, q: "quantum" })).toBe(false);
  });

  test("search, category and type combine with AND", () => {
    const filter = { q: "jacket", category: "Sustainable Fashion", type: "physical" };
    expect(matchesShopFilter(jacket, filter)).toBe(true);
    expect(matchesShopFilter(jacket, { ...filter, type: "digital" })).toBe(false);
    expect(matchesShopFilter(jacket, { ...filter, category: "Apparel" })).toBe(false);
  });

  test("the query string leaves defaults out", () => {
    expect(shopFilterSearch({ q: "", category: "all", type: "all" })).toBe("");
    expect(shopFilterSearch({ q: "ai", category: "Education", type: "all" })).toBe(
      "?q=ai&category=Education",
    );
  });

  test("stars are the floor of the rating, between 0 and 5", () => {
    expect(filledStars(4.9)).toBe(4);
    expect(filledStars(5)).toBe(5);
    expect(filledStars(0.4)).toBe(0);
    expect(filledStars(7)).toBe(5);
  });
});
