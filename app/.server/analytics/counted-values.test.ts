import { describe, expect, test } from "vitest";
import { campaignTag, countedPath, MAX_PATH_LENGTH, MAX_TAG_LENGTH } from "./counted-values.ts";

const page = (address: string) => new URL(address, "https://celestial.example");

describe("the path counted for a page", () => {
  test("one page is one path however its address is written", () => {
    expect(countedPath(page("/blog"))).toBe("/blog");
    expect(countedPath(page("/blog/"))).toBe("/blog");
    expect(countedPath(page("https://celestial.example//blog///post//"))).toBe("/blog/post");
    expect(countedPath(page("/shop?utm_source=x#reviews"))).toBe("/shop");
    expect(countedPath(page("/"))).toBe("/");
    expect(countedPath(page("https://celestial.example//"))).toBe("/");
  });

  test("letter case and encoding are kept, since a page's slug may depend on them", () => {
    expect(countedPath(page("/blog/My-Post"))).toBe("/blog/My-Post");
    expect(countedPath(page("/blog/caf%C3%A9"))).toBe("/blog/caf%C3%A9");
  });

  test("a made-up long path is cut short", () => {
    const path = countedPath(page(`/${"a".repeat(MAX_PATH_LENGTH - 2)}/${"b".repeat(50)}`));
    expect(path).toHaveLength(MAX_PATH_LENGTH - 1);
    expect(path.endsWith("/")).toBe(false);
  });
});

describe("a campaign tag", () => {
  const tag = (query: string) => campaignTag(page(`/?${query}`), "utm_source");

  test("is trimmed, in lower case, its white space collapsed", () => {
    expect(tag("utm_source=%20News%20%20Letter%0A")).toBe("news letter");
    expect(tag("utm_source=%09")).toBeNull();
    expect(tag("utm_medium=email")).toBeNull();
  });

  test("loses control characters and noncharacters", () => {
    expect(tag("utm_source=news%00letter")).toBe("news letter");
    expect(tag("utm_source=%00%01")).toBeNull();
    expect(tag("utm_source=a%EF%BF%BFb")).toBe("a b");
  });

  test("is cut at a whole character past its length", () => {
    expect(tag(`utm_source=${"x".repeat(500)}`)).toHaveLength(MAX_TAG_LENGTH);
    const emoji = tag(`utm_source=a${encodeURIComponent("😀".repeat(MAX_TAG_LENGTH))}`);
    expect(Array.from(emoji ?? "")).toHaveLength(MAX_TAG_LENGTH);
    expect(emoji?.endsWith("😀")).toBe(true);
  });
});
