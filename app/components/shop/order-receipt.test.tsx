import { act, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import type { Receipt } from "#app/.server/orders/receipt.ts";
import { OrderReceipt } from "#app/components/shop/order-receipt.tsx";
import { CartProvider, useCart } from "#app/lib/cart-store.tsx";
import { rememberCheckout } from "#app/lib/checkout-snapshot.ts";

afterEach(() => {
  window.localStorage.clear();
  viewerId = null;
  vi.unstubAllGlobals();
});

const toolkit = { id: "toolkit", name: "Toolkit", price: 10, image: "/toolkit.png" };
const poster = { id: "poster", name: "Poster", price: 5, image: "/poster.png" };

const storeCart = (lines: unknown[]) =>
  window.localStorage.setItem("celestial-cart", JSON.stringify(lines));
const storedCart = () => JSON.parse(window.localStorage.getItem("celestial-cart") ?? "null");

const paid: Receipt = {
  id: "order-1",
  email: "buyer@example.com",
  status: "paid",
  totalCents: 2000,
  cardLast4: "4242",
  paymentMode: "test",
  checkoutKey: "checkout-key-1",
  refunded: null,
  lines: [{ name: "Toolkit", quantity: 2, unitPriceCents: 1000 }],
};

let renders = 0;

function CartCount() {
  const cart = useCart();
  renders += 1;
  return <p>{cart.itemCount} in the cart</p>;
}

let viewerId: string | null = null;

function ReceiptPage() {
  return (
    <CartProvider userId={viewerId}>
      <OrderReceipt order={paid} />
      <CartCount />
    </CartProvider>
  );
}

async function openReceipt() {
  const Stub = createRoutesStub([{ path: "/checkout", Component: ReceiptPage }]);
  await act(async () => {
    render(<Stub initialEntries={["/checkout"]} />);
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
}

test("a paid receipt takes what this browser checked out of the cart, once, and then renders no more", async () => {
  storeCart([
    { ...toolkit, quantity: 2 },
    { ...poster, quantity: 1 },
  ]);
  rememberCheckout("checkout-key-1", [{ id: "toolkit", quantity: 2 }]);
  renders = 0;
  await openReceipt();

  expect(screen.getByRole("heading", { name: "Order confirmed" })).toBeTruthy();
  expect(screen.getByText("1 in the cart")).toBeTruthy();
  expect(storedCart()).toEqual([{ ...poster, quantity: 1 }]);
  expect(window.localStorage.getItem("celestial-checkout")).toBeNull();
  expect(renders).toBeLessThan(6);
});

test("a receipt opened again, or for another checkout, leaves the cart alone", async () => {
  storeCart([{ ...toolkit, quantity: 3 }]);
  rememberCheckout("checkout-key-2", [{ id: "toolkit", quantity: 3 }]);
  await openReceipt();

  expect(screen.getByText("3 in the cart")).toBeTruthy();
  expect(storedCart()).toEqual([{ ...toolkit, quantity: 3 }]);
  // The other checkout's lines wait for their own receipt.
  expect(window.localStorage.getItem("celestial-checkout")).toContain("checkout-key-2");
});

test("a cart filled in another tab while the receipt stays open is kept", async () => {
  storeCart([{ ...toolkit, quantity: 2 }]);
  rememberCheckout("checkout-key-1", [{ id: "toolkit", quantity: 2 }]);
  await openReceipt();
  expect(screen.getByText("0 in the cart")).toBeTruthy();

  // Another tab writes its new cart; this tab hears of it through the storage event.
  const nextCart = JSON.stringify([{ ...toolkit, quantity: 1 }]);
  window.localStorage.setItem("celestial-cart", nextCart);
  await act(async () => {
    window.dispatchEvent(
      new StorageEvent("storage", { key: "celestial-cart", newValue: nextCart }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  expect(screen.getByText("1 in the cart")).toBeTruthy();
  expect(window.localStorage.getItem("celestial-cart")).toBe(nextCart);
});

test("a member's receipt keeps the cart the account answered with, which is already settled", async () => {
  viewerId = "member-1";
  window.localStorage.setItem("celestial-cart-owner", "member-1");
  storeCart([{ ...toolkit, quantity: 2 }]);
  rememberCheckout("checkout-key-1", [{ id: "toolkit", quantity: 2 }]);
  // The account dropped the two bought when the order was paid; one was added since, elsewhere.
  const account = { lines: [{ ...toolkit, quantity: 1 }] };
  vi.stubGlobal("fetch", async () => new Response(JSON.stringify(account)));
  await openReceipt();

  expect(screen.getByText("1 in the cart")).toBeTruthy();
  expect(storedCart()).toEqual([{ ...toolkit, quantity: 1 }]);
  expect(window.localStorage.getItem("celestial-checkout")).toBeNull();
});
