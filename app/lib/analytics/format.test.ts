import { describe, expect, test } from "vitest";
import { formatCount, formatDay, formatDuration, formatRate } from "./format.ts";

describe("analytics figures", () => {
  test("read the way the specification writes them", () => {
    expect(formatCount(2847)).toBe("2,847");
    expect(formatRate(0.673)).toBe("67.3%");
    expect(formatDuration(272_000)).toBe("4m 32s");
    expect(formatDuration(45_400)).toBe("45s");
    expect(formatDay("2026-11-24")).toBe("Nov 24");
  });

  test("say there is nothing to measure instead of inventing a figure", () => {
    expect(formatRate(null)).toBe("–");
    expect(formatDuration(null)).toBe("–");
  });
});
