import { act, render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { type CartApi, CartProvider, useCart } from "#app/lib/cart-store.tsx";

const toolkit = { id: "toolkit", name: "Toolkit", price: 10, image: "/toolkit.png" };

const settlesSeen = new Set<CartApi["settleBought"]>();

function Adds() {
  const cart = useCart();
  settlesSeen.add(cart.settleBought);
  return (
    <button type="button" onClick={() => cart.add(toolkit)}>
      Add ({cart.itemCount})
    </button>
  );
}

test("the cart's actions stay the same functions as its lines change", async () => {
  settlesSeen.clear();
  render(
    <CartProvider userId={null}>
      <Adds />
    </CartProvider>,
  );
  await act(async () => screen.getByRole("button").click());
  await act(async () => screen.getByRole("button").click());

  expect(screen.getByRole("button").textContent).toBe("Add (2)");
  expect(settlesSeen.size).toBe(1);
});
