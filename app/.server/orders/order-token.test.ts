import { describe, expect, it } from "vitest";
import { RECEIPT_LINK_DAYS, receiptLinkExpired } from "./order-token.ts";

const PLACED = new Date("2025-03-01T12:00:00Z");
const later = (ms: number) => new Date(PLACED.getTime() + ms);
const DAYS = RECEIPT_LINK_DAYS * 24 * 60 * 60_000;

describe("receipt links", () => {
  it("work for 30 days after the order was placed", () => {
    expect(RECEIPT_LINK_DAYS).toBe(30);
    expect(receiptLinkExpired(PLACED, PLACED)).toBe(false);
    expect(receiptLinkExpired(PLACED, later(DAYS))).toBe(false);
  });

  it("have expired from then on", () => {
    expect(receiptLinkExpired(PLACED, later(DAYS + 1))).toBe(true);
    expect(receiptLinkExpired(PLACED, later(365 * 24 * 60 * 60_000))).toBe(true);
  });
});
