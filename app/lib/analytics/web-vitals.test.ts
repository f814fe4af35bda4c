import { describe, expect, test } from "vitest";
import { formatVital, rateVital } from "./web-vitals.ts";

describe("rating a p75", () => {
  test("good up to the first threshold, poor above the second, as web.dev rates them", () => {
    expect(rateVital("LCP", 2500)).toBe("good");
    expect(rateVital("LCP", 2501)).toBe("needs improvement");
    expect(rateVital("LCP", 4000)).toBe("needs improvement");
    expect(rateVital("LCP", 4001)).toBe("poor");
    expect(rateVital("INP", 200)).toBe("good");
    expect(rateVital("INP", 501)).toBe("poor");
    expect(rateVital("CLS", 0.1)).toBe("good");
    expect(rateVital("CLS", 0.2)).toBe("needs improvement");
    expect(rateVital("CLS", 0.26)).toBe("poor");
    expect(rateVital("TTFB", 800)).toBe("good");
    expect(rateVital("TTFB", 1801)).toBe("poor");
  });

  test("times in whole milliseconds, or seconds from one second; CLS to two places", () => {
    expect(formatVital("INP", 183.4)).toBe("183 ms");
    expect(formatVital("LCP", 3250)).toBe("3.25 s");
    expect(formatVital("CLS", 0.256)).toBe("0.26");
  });
});
