/**
 * The lines this browser sent to checkout, under the checkout form's one-time key. The paid
 * receipt for that key takes them out of the cart once; a receipt opened again later (from the
 * e-mail, or with Back) or in another browser finds no snapshot for it and leaves the cart alone.
 */
const STORAGE_KEY = "celestial-checkout";

export type BoughtLine = { id: string; quantity: number };

export function rememberCheckout(checkoutKey: string, lines: BoughtLine[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ checkoutKey, lines }));
  } catch {
    // Storage full or refused: the receipt then leaves the cart as it is, which loses nothing.
  }
}

/** The lines sent to checkout under this key, removed from storage; null when there are none. */
export function takeCheckout(checkoutKey: string): BoughtLine[] | null {
  const stored = readSnapshot();
  if (!stored || stored.checkoutKey !== checkoutKey) return null;
  window.localStorage.removeItem(STORAGE_KEY);
  return stored.lines;
}

function readSnapshot(): { checkoutKey: string; lines: BoughtLine[] } | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const { checkoutKey, lines } = value as { checkoutKey?: unknown; lines?: unknown };
    if (typeof checkoutKey !== "string" || !Array.isArray(lines)) return null;
    const wellFormed = lines.filter(
      (line): line is BoughtLine =>
        typeof line === "object" &&
        line !== null &&
        typeof line.id === "string" &&
        Number.isInteger(line.quantity) &&
        line.quantity > 0,
    );
    return { checkoutKey, lines: wellFormed };
  } catch {
    return null;
  }
}
