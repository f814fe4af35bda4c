import { describe, expect, test } from "vitest";
import {
  addToCart,
  type CartLine,
  itemCount,
  MAX_LINE_QUANTITY,
  mergeLines,
  parseStoredCart,
  removeFromCart,
  subtractBought,
  totalCents,
  updateQuantity,
} from "./cart.ts";

const tote = { id: "tote", name: "Tote", price: 29, image: "/t.svg" };
const guide = { id: "guide", name: "Guide", price: 49.99, image: "/g.svg" };

describe("cart", () => {
  test("adding a new product makes a line of 1; adding it again adds 1", () => {
    let lines: CartLine[] = addToCart([], tote);
    expect(lines).toEqual([{ ...tote, quantity: 1 }]);
    lines = addToCart(lines, tote);
    expect(lines).toEqual([{ ...tote, quantity: 2 }]);
  });

  test("adding with a quantity adds that many", () => {
    const lines = addToCart(addToCart([], guide, 3), guide, 2);
    expect(lines[0]?.quantity).toBe(5);
    expect(addToCart(lines, guide, 0)).toBe(lines);
  });

  test("updating to zero or less removes the line", () => {
    const lines = addToCart(addToCart([], tote), guide);
    expect(updateQuantity(lines, "tote", 4)[0]?.quantity).toBe(4);
    expect(updateQuantity(lines, "tote", 0).map((l) => l.id)).toEqual(["guide"]);
    expect(updateQuantity(lines, "tote", -2).map((l) => l.id)).toEqual(["guide"]);
  });

  test("remove drops one line; counts and totals are exact", () => {
    const lines = addToCart(addToCart([], tote, 2), guide, 3);
    expect(itemCount(lines)).toBe(5);
    expect(totalCents(lines)).toBe(2 * 2900 + 3 * 4999);
    expect(removeFromCart(lines, "tote").map((l) => l.id)).toEqual(["guide"]);
    expect(itemCount([])).toBe(0);
  });

  test("a line never grows past the maximum", () => {
    expect(addToCart([], tote, 5000)[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });

  test("stored carts that are broken or tampered with are cleaned up", () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart("{nope")).toEqual([]);
    expect(
      parseStoredCart(
        JSON.stringify([
          { ...tote, quantity: 2 },
          { id: "x", quantity: -1 },
        ]),
      ),
    ).toEqual([{ ...tote, quantity: 2 }]);
  });

  test("lines naming the same product merge, in the order first seen", () => {
    expect(
      mergeLines([
        { id: "guide", quantity: 1 },
        { id: "tote", quantity: 2 },
        { id: "guide", quantity: 3 },
      ]),
    ).toEqual([
      { id: "guide", quantity: 4 },
      { id: "tote", quantity: 2 },
    ]);
  });

  test("what was bought comes out of the cart; what was added since stays", () => {
    const lines = addToCart(addToCart([], tote, 3), guide, 1);
    expect(subtractBought(lines, [{ id: "tote", quantity: 2 }])).toEqual([
      { ...tote, quantity: 1 },
      { ...guide, quantity: 1 },
    ]);
    expect(
      subtractBought(lines, [
        { id: "tote", quantity: 3 },
        { id: "guide", quantity: 5 },
        { id: "gone", quantity: 1 },
      ]),
    ).toEqual([]);
    expect(subtractBought(lines, [])).toEqual(lines);
  });
});
