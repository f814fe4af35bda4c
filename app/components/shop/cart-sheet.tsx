import { buttonClass } from "#app/components/ui/button-styles.ts";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { Tooltip } from "#app/components/ui/tooltip.tsx";
import { useCart } from "#app/lib/cart-store.tsx";
import { Link } from "#app/lib/links.tsx";
import { formatCents, formatPrice } from "#app/lib/money.ts";
import { ProductImage } from "./product-image.tsx";

const stepper =
  "inline-flex size-8 items-center justify-center rounded-full border hover:bg-muted disabled:opacity-50";

/** The cart as a sheet over the shop: lines with steppers, totals, clear and checkout. */
export function CartSheet(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const cart = useCart();
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {props.open ? (
        <DialogContent
          side="right"
          closeLabel="Close cart"
          className="flex flex-col gap-4 overflow-y-auto"
        >
          <DialogTitle className="font-display text-2xl">Your Cart</DialogTitle>
          <DialogDescription className="text-sm text-muted-foreground">
            {cart.itemCount === 1 ? "1 item" : `${cart.itemCount} items`}
          </DialogDescription>
          {cart.lines.length === 0 ? (
            <p className="py-10 text-center text-muted-foreground">Your cart is empty.</p>
          ) : (
            <ul className="divide-y">
              {cart.lines.map((line) => (
                <li key={line.id} className="flex gap-3 py-3">
                  <ProductImage
                    src={line.image}
                    alt=""
                    className="size-16 rounded-lg object-cover"
                  />
                  <div className="min-w-0 grow">
                    <p className="font-medium">{line.name}</p>
                    <p className="text-sm text-muted-foreground">{formatPrice(line.price)}</p>
                    <div className="mt-2 flex items-center gap-2">
                      <Tooltip label="One fewer">
                        <button
                          type="button"
                          className={stepper}
                          aria-label={`One fewer ${line.name}`}
                          onClick={() => cart.update(line.id, line.quantity - 1)}
                        >
                          <SpriteIcon name="minus" className="size-4" />
                        </button>
                      </Tooltip>
                      <output
                        aria-label={`Quantity of ${line.name}`}
                        className="min-w-6 text-center"
                      >
                        {line.quantity}
                      </output>
                      <Tooltip label="One more">
                        <button
                          type="button"
                          className={stepper}
                          aria-label={`One more ${line.name}`}
                          onClick={() => cart.update(line.id, line.quantity + 1)}
                        >
                          <SpriteIcon name="plus" className="size-4" />
                        </button>
                      </Tooltip>
                      <Tooltip label="Remove">
                        <button
                          type="button"
                          className="ml-auto rounded-full p-2 text-muted-foreground hover:bg-muted"
                          aria-label={`Remove ${line.name}`}
                          onClick={() => cart.remove(line.id)}
                        >
                          <SpriteIcon name="trash" className="size-4" />
                        </button>
                      </Tooltip>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-auto space-y-3 border-t pt-4">
            <p className="flex justify-between font-semibold">
              <span>Total</span>
              <span>{formatCents(cart.totalCents)}</span>
            </p>
            <Link
              to="/checkout"
              aria-disabled={cart.lines.length === 0}
              className={buttonClass({
                className:
                  cart.lines.length === 0 ? "pointer-events-none w-full opacity-50" : "w-full",
              })}
            >
              Checkout
            </Link>
            <button
              type="button"
              disabled={cart.lines.length === 0}
              className={buttonClass({ variant: "outline", className: "w-full" })}
              onClick={cart.clear}
            >
              Clear Cart
            </button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
