import { describe, expect, it } from "vitest";
import { ByteLru } from "./byte-lru.ts";

const entry = (bytes: number) => ({ bytes });

describe("ByteLru", () => {
  it("forgets the least recently used entries once over its byte budget", () => {
    const lru = new ByteLru<{ bytes: number }>(100);
    lru.set("a", entry(40));
    lru.set("b", entry(40));
    lru.get("a");
    lru.set("c", entry(40));
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toEqual(entry(40));
    expect(lru.get("c")).toEqual(entry(40));
    expect(lru.bytes).toBe(80);
  });

  it("counts a replaced entry once and never keeps one larger than the budget", () => {
    const lru = new ByteLru<{ bytes: number }>(100);
    lru.set("a", entry(60));
    lru.set("a", entry(30));
    expect(lru.bytes).toBe(30);
    lru.set("huge", entry(101));
    expect(lru.get("huge")).toBeUndefined();
    expect(lru.size).toBe(1);
    lru.clear();
    expect(lru.bytes).toBe(0);
  });
});
