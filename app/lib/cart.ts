import { toCents } from "./money.ts";

/** A line of the cart: what the cart sheet shows without asking the server again. */
export type CartLine = { id: string; name: string; price: number; image: string; quantity: number };
export type CartProduct = Omit<CartLine, "quantity">;

/** The most of one product a cart or an order holds: more than any real order needs. */
export const MAX_LINE_QUANTITY = 99;

/** The most items one order holds, all lines together. */
export const MAX_ORDER_QUANTITY = 999;

/** The most lines one order holds (also Stripe Checkout's limit of line items per session). */
export const MAX_ORDER_LINES = 100;

/** The largest amount one card payment may take: Stripe's limit for a USD charge, $999,999.99. */
export const MAX_ORDER_TOTAL_CENTS = 99_999_999;

const clamp = (quantity: number) => Math.min(MAX_LINE_QUANTITY, Math.floor(quantity));

/** A new line with the quantity (1 by default), or that much more of an existing line. */
export function addToCart(lines: CartLine[], product: CartProduct, quantity = 1): CartLine[] {
  if (!(quantity > 0)) return lines;
  const existing = lines.find((line) => line.id === product.id);
  if (!existing) return [...lines, { ...product, quantity: clamp(quantity) }];
  return lines.map((line) =>
    line.id === product.id ? { ...line, quantity: clamp(line.quantity + quantity) } : line,
  );
}

/** Sets a line's quantity; zero or less removes the line. */
export function updateQuantity(lines: CartLine[], id: string, quantity: number): CartLine[] {
  if (!(quantity > 0)) return removeFromCart(lines, id);
  return lines.map((line) => (line.id === id ? { ...line, quantity: clamp(quantity) } : line));
}

export function removeFromCart(lines: CartLine[], id: string): CartLine[] {
  return lines.filter((line) => line.id !== id);
}

/** What is left once the quantities bought have come out of the cart; lines that reach zero go. */
export function subtractBought(
  lines: CartLine[],
  bought: { id: string; quantity: number }[],
): CartLine[] {
  const taken = new Map<string, number>();
  for (const line of bought) taken.set(line.id, (taken.get(line.id) ?? 0) + line.quantity);
  return lines.flatMap((line) => {
    const left = line.quantity - (taken.get(line.id) ?? 0);
    if (left === line.quantity) return [line];
    return left > 0 ? [{ ...line, quantity: left }] : [];
  });
}

/** The lines as the server takes them: which product, how many. */
export function quantitiesOf(lines: CartLine[]): { id: string; quantity: number }[] {
  return lines.map((line) => ({ id: line.id, quantity: line.quantity }));
}

export function itemCount(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function totalCents(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);
}

/** Whatever local storage held, reduced to well-formed lines (it may be stale or tampered with). */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (line): line is CartLine =>
        typeof line === "object" &&
        line !== null &&
        typeof line.id === "string" &&
        typeof line.name === "string" &&
        typeof line.price === "number" &&
        typeof line.image === "string" &&
        Number.isInteger(line.quantity) &&
        line.quantity > 0,
    );
  } catch {
    return [];
  }
}

/** Lines naming the same product become one line with their quantities added, in first-seen order. */
export function mergeLines<T extends { id: string; quantity: number }>(lines: T[]): T[] {
  const merged = new Map<string, T>();
  for (const line of lines) {
    const seen = merged.get(line.id);
    merged.set(line.id, seen ? { ...seen, quantity: seen.quantity + line.quantity } : line);
  }
  return [...merged.values()];
}
