import { describe, expect, test } from "vitest";
import { formatCents, formatPrice, toCents } from "./money.ts";

describe("money", () => {
  test("prices show whole dollars without cents, others with, and zero as Free", () => {
    expect(formatPrice(299)).toBe("$299");
    expect(formatPrice(29.99)).toBe("$29.99");
    expect(formatPrice(1500)).toBe("$1,500");
    expect(formatPrice(0)).toBe("Free");
    expect(formatCents(19999)).toBe("$199.99");
  });

  test("cents are exact where floating point is not", () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(149.99)).toBe(14999);
  });
});
