import { describe, expect, test } from "vitest";
import { readBlogCategory } from "./blog-categories.ts";

describe("blog category filter", () => {
  test("reads a category in any case", () => {
    expect(readBlogCategory("Tech")).toBe("Tech");
    expect(readBlogCategory("wellness")).toBe("Wellness");
  });

  test("anything else means all posts", () => {
    expect(readBlogCategory(null)).toBeNull();
    expect(readBlogCategory("")).toBeNull();
    expect(readBlogCategory("Gossip")).toBeNull();
  });
});
