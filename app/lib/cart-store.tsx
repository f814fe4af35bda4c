import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import {
  addToCart,
  type CartLine,
  type CartProduct,
  itemCount,
  parseStoredCart,
  quantitiesOf,
  removeFromCart,
  subtractBought,
  totalCents,
  updateQuantity,
} from "./cart.ts";
import { CartCountContext } from "./cart-count.tsx";

const STORAGE_KEY = "celestial-cart";
/** Whose cart local storage holds: a member's id, or nothing for a visitor's cart. */
const OWNER_KEY = "celestial-cart-owner";

/** The account's answer, or null when it could not be reached: the cart in this browser stands. */
async function syncCart(intent: "merge" | "replace", lines: CartLine[]) {
  try {
    const response = await fetch("/resources/cart", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ intent, lines: quantitiesOf(lines) }),
    });
    if (!response.ok) return null;
    return (await response.json()) as { lines?: CartLine[] };
  } catch {
    return null;
  }
}

export type CartApi = {
  lines: CartLine[];
  /** The cart has been read from this browser and, for a member, from the account. */
  restored: boolean;
  itemCount: number;
  totalCents: number;
  add: (product: CartProduct, quantity?: number) => void;
  update: (id: string, quantity: number) => void;
  remove: (id: string) => void;
  clear: () => void;
  /**
   * A paid order's lines come out of the cart. Not for a member whose account answered: the
   * account dropped them when the order was paid, and the cart shown is the account's.
   */
  settleBought: (bought: { id: string; quantity: number }[]) => void;
};

const CartContext = createContext<CartApi | null>(null);

export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("useCart must be used within a CartProvider");
  return cart;
}

/**
 * The cart lives in local storage so it survives reloads and is shared by open tabs. The server
 * render starts empty; the stored cart appears once the page has hydrated. For a signed-in
 * member the account keeps the cart too: a visitor's cart merges into it on sign-in, every change
 * is mirrored to it, and signing out leaves nothing behind on a shared computer.
 */
export function CartProvider(props: { userId: string | null; children: ReactNode }) {
  const { userId } = props;
  const [lines, setLines] = useState<CartLine[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [restored, setRestored] = useState(false);
  const fromAccount = useRef(false);
  // The lines the account last answered with: they need no write back, which would also race a
  // sign-out that follows at once (the write arriving after the session ended).
  const accountLines = useRef<CartLine[] | null>(null);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY) setLines(parseStoredCart(event.newValue));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  useEffect(() => {
    fromAccount.current = false;
    const stored = parseStoredCart(window.localStorage.getItem(STORAGE_KEY));
    const owner = window.localStorage.getItem(OWNER_KEY);
    if (!userId) {
      // A member signed out: their cart does not stay behind in this browser.
      if (owner) window.localStorage.removeItem(OWNER_KEY);
      setLines(owner ? [] : stored);
      setLoaded(true);
      setRestored(true);
      return;
    }
    // The member's own mirror shows at once; the account's cart then takes over. Only a
    // visitor's cart is merged in: a mirror is already on the server, another member's is not ours.
    if (owner === userId) {
      setLines(stored);
      setLoaded(true);
    }
    setRestored(false);
    let cancelled = false;
    void syncCart("merge", owner ? [] : stored).then((answer) => {
      if (cancelled) return;
      setRestored(true);
      if (!answer?.lines) return;
      fromAccount.current = true;
      accountLines.current = answer.lines;
      window.localStorage.setItem(OWNER_KEY, userId);
      setLines(answer.lines);
      setLoaded(true);
    });
    return () => {
      cancelled = true;
    };
  }, [userId]);

  useEffect(() => {
    if (!loaded) return;
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(lines));
    // Until the account has answered, the lines shown are its mirror in this browser: writing
    // them back is needless, and on a busy server it outlived a sign-out that followed at once.
    if (!userId || !restored || lines === accountLines.current) return;
    const timer = setTimeout(() => void syncCart("replace", lines), 300);
    return () => clearTimeout(timer);
  }, [lines, loaded, restored, userId]);

  // The same functions for the whole visit, so a component may name them in an effect's list.
  const actions = useMemo<Pick<CartApi, "add" | "update" | "remove" | "clear" | "settleBought">>(
    () => ({
      add: (product, quantity) => setLines((current) => addToCart(current, product, quantity)),
      update: (id, quantity) => setLines((current) => updateQuantity(current, id, quantity)),
      remove: (id) => setLines((current) => removeFromCart(current, id)),
      // An empty cart stays the same array: emptying it again changes nothing and renders nothing.
      clear: () => setLines((current) => (current.length === 0 ? current : [])),
      settleBought: (bought) => {
        if (!fromAccount.current) setLines((current) => subtractBought(current, bought));
      },
    }),
    [],
  );
  const api = useMemo<CartApi>(
    () => ({
      lines,
      restored,
      itemCount: itemCount(lines),
      totalCents: totalCents(lines),
      ...actions,
    }),
    [lines, restored, actions],
  );

  return (
    <CartContext.Provider value={api}>
      <CartCountContext.Provider value={api.itemCount}>{props.children}</CartCountContext.Provider>
    </CartContext.Provider>
  );
}
