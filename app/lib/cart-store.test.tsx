import { act, render, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
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

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

test("a member's cart mirrored in this browser is not written back while the account answers", async () => {
  vi.useFakeTimers();
  const line = { ...toolkit, quantity: 1 };
  window.localStorage.setItem("celestial-cart", JSON.stringify([line]));
  window.localStorage.setItem("celestial-cart-owner", "member-1");
  const sent: string[] = [];
  let answer = (_lines: unknown[]) => {};
  vi.stubGlobal("fetch", (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)).intent);
    return new Promise<Response>((resolve) => {
      answer = (lines) => resolve(Response.json({ ok: true, lines }));
    });
  });
  render(
    <CartProvider userId="member-1">
      <Adds />
    </CartProvider>,
  );
  expect(screen.getByRole("button").textContent).toBe("Add (1)");
  // A slow account: the mirror alone must not be sent back (a sign-out may come first).
  await act(async () => vi.advanceTimersByTime(1000));
  expect(sent).toEqual(["merge"]);
  await act(async () => answer([line]));
  await act(async () => vi.advanceTimersByTime(1000));
  expect(sent).toEqual(["merge"]);
  // A change the member makes is mirrored to the account.
  await act(async () => screen.getByRole("button").click());
  await act(async () => vi.advanceTimersByTime(1000));
  expect(sent).toEqual(["merge", "replace"]);
});

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
