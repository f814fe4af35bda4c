import { createContext, useContext } from "react";

/** The number of items in the cart, provided by the cart once it exists; the header only reads it. */
export const CartCountContext = createContext(0);

export function useCartCount(): number {
  return useContext(CartCountContext);
}
