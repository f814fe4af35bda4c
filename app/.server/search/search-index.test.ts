import { describe, expect, test } from "vitest";
import { catalogProducts } from "#tests/support/catalog-products.ts";
import { contentDocuments, productDocument } from "./documents.ts";
import { SearchIndex } from "./search-index.ts";

const index = new SearchIndex([
  ...(await contentDocuments()),
  ...catalogProducts.map(productDocument),
]);
const titles = (query: string) => index.search(query, 10).map((hit) => hit.title);

describe("site search relevance", () => {
  test("a misspelt product name still finds it", () => {
    expect(titles("blazr")[0]).toBe("Nebula Smart Blazer");
    expect(titles("seraphna")).toContain("Seraphina AI Sports Bra");
  });

  test("a category word finds its products", () => {
    const apparel = titles("apparel");
    expect(apparel).toEqual(
      expect.arrayContaining(["Seraphina AI Sports Bra", "Sera X Compression Shirt"]),
    );
  });

  test("title matches rank above body matches", () => {
    const results = titles("gala");
    expect(results[0]).toBe("Couture Tech Gala");
  });

  test("prefixes match while typing; accents do not matter", () => {
    expect(titles("wellne")).toContain("Holistic Wellness Guide");
    expect(titles("séraphina")).toContain("Seraphina AI Sports Bra");
  });

  test("short words need an exact match, and nothing matches nonsense", () => {
    expect(titles("xq")).toEqual([]);
    expect(titles("zzzzzzzz")).toEqual([]);
  });

  test("snippets mark the matched words", () => {
    const [hit] = index.search("climate", 1);
    expect(hit?.snippet.filter((part) => part.match).map((part) => part.text.trim())).toContain(
      "climate-aware",
    );
  });
});
