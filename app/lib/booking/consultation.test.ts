import { describe, expect, test } from "vitest";
import { TIERS, tierPriceCents } from "./tiers.ts";

describe("tier pricing", () => {
  test("50, 75 and 100 USD for 60, 90 and 120 minutes", () => {
    expect(TIERS.team).toMatchObject({ priceUsd: 50, durationMinutes: 60 });
    expect(TIERS.executive).toMatchObject({ priceUsd: 75, durationMinutes: 90 });
    expect(TIERS.founder).toMatchObject({ priceUsd: 100, durationMinutes: 120 });
    expect(tierPriceCents("executive")).toBe(7500);
  });
});
