import { act, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test } from "vitest";
import type { Receipt } from "#app/.server/orders/receipt.ts";
import { OrderReceipt } from "#app/components/shop/order-receipt.tsx";
import { CartProvider, useCart } from "#app/lib/cart-store.tsx";

afterEach(() => window.localStorage.clear());

const toolkit = { id: "toolkit", name: "Toolkit", price: 10, image: "/toolkit.png" };

const paid: Receipt = {
  id: "order-1",
  email: "buyer@example.com",
  status: "paid",
  totalCents: 2000,
  cardLast4: "4242",
  paymentMode: "test",
  lines: [{ name: "Toolkit", quantity: 2, unitPriceCents: 1000 }],
};

let renders = 0;

function CartCount() {
  const cart = useCart();
  renders += 1;
  return <p>{cart.itemCount} in the cart</p>;
}

function ReceiptPage() {
  return (
    <CartProvider userId={null}>
      <OrderReceipt order={paid} />
      <CartCount />
    </CartProvider>
  );
}

test("a paid receipt empties the stored cart once it is read, and then renders no more", async () => {
  window.localStorage.setItem("celestial-cart", JSON.stringify([{ ...toolkit, quantity: 2 }]));
  renders = 0;
  const Stub = createRoutesStub([
    {
      path: "/checkout",
      Component: ReceiptPage,
    },
  ]);
  await act(async () => {
    render(<Stub initialEntries={["/checkout"]} />);
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));

  expect(screen.getByRole("heading", { name: "Order confirmed" })).toBeTruthy();
  expect(screen.getByText("0 in the cart")).toBeTruthy();
  expect(window.localStorage.getItem("celestial-cart")).toBe("[]");
  expect(renders).toBeLessThan(6);
});

test("a cart filled in another tab while the receipt stays open is kept", async () => {
  window.localStorage.setItem("celestial-cart", JSON.stringify([{ ...toolkit, quantity: 2 }]));
  const Stub = createRoutesStub([{ path: "/checkout", Component: ReceiptPage }]);
  await act(async () => {
    render(<Stub initialEntries={["/checkout"]} />);
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
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
