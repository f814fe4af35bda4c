import { useEffect } from "react";
import type { Receipt } from "#app/.server/orders/receipt.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { useCart } from "#app/lib/cart-store.tsx";
import { takeCheckout } from "#app/lib/checkout-snapshot.ts";
import { Link } from "#app/lib/links.tsx";
import { formatCents } from "#app/lib/money.ts";
import { TEST_PAYMENT_NOTE } from "#app/lib/payment-mode.ts";
import { OrderLines } from "./order-lines.tsx";

function PaidReceipt(props: { order: Receipt }) {
  const { order } = props;
  const { restored, settleBought } = useCart();
  // Once the cart has been read from storage (or the account), what this browser sent to checkout
  // comes out of it. The snapshot goes with it, so this happens once: lines added since, here or in
  // another tab, stay, and opening the receipt again changes nothing.
  useEffect(() => {
    if (!restored) return;
    const bought = takeCheckout(order.checkoutKey);
    if (bought) settleBought(bought);
  }, [restored, settleBought, order.checkoutKey]);
  return (
    <section
      aria-labelledby="confirmation-title"
      className="rounded-3xl border bg-card p-8 text-center"
    >
      <SpriteIcon name="circle-check" className="mx-auto size-12 text-primary" />
      <h1 id="confirmation-title" className="mt-4 font-display text-3xl font-semibold">
        Order confirmed
      </h1>
      <p className="mt-2 text-muted-foreground">
        A receipt is on its way to <strong>{order.email}</strong>.
      </p>
      <OrderLines
        lines={order.lines.map((line) => ({
          key: line.name,
          quantity: line.quantity,
          name: line.name,
          unitCents: line.unitPriceCents,
        }))}
        className="mx-auto mt-6 max-w-md divide-y text-left"
        itemClassName="flex justify-between py-2"
      />
      <p className="mt-4 text-lg font-semibold">Total {formatCents(order.totalCents)}</p>
      {order.cardLast4 ? (
        <p className="text-sm text-muted-foreground">Paid with the card ending {order.cardLast4}</p>
      ) : null}
      {order.refunded ? <p className="mt-2 font-medium">{order.refunded}</p> : null}
      {order.paymentMode === "test" && order.cardLast4 ? (
        <p className="mt-2 text-sm font-medium">{TEST_PAYMENT_NOTE}</p>
      ) : null}
      <Link to="/shop" className={buttonClass({ className: "mt-8" })}>
        Back to the Shop
      </Link>
    </section>
  );
}

const UNPAID = {
  pending: {
    icon: "clock",
    title: "Payment not received yet",
    body: "We have not received the payment for this order. If you have just paid, reload this page in a moment. If you left the payment page, nothing was charged and your cart is still here.",
  },
  cancelled: {
    icon: "circle-x",
    title: "Order cancelled",
    body: "The payment page closed before the order was paid, so nothing was charged. Your cart is still here if you would like to check out again.",
  },
} as const;

/** The receipt page: the paid order, or where an unpaid one stands. */
export function OrderReceipt(props: { order: Receipt }) {
  const { order } = props;
  if (order.status === "paid" || order.status === "refunded") return <PaidReceipt order={order} />;
  const { icon, title, body } = UNPAID[order.status];
  return (
    <section aria-labelledby="receipt-title" className="rounded-3xl border bg-card p-8 text-center">
      <SpriteIcon name={icon} className="mx-auto size-12 text-muted-foreground" />
      <h1 id="receipt-title" className="mt-4 font-display text-3xl font-semibold">
        {title}
      </h1>
      <p className="mt-2 text-muted-foreground">{body}</p>
      <p className="mt-4 font-semibold">Order total {formatCents(order.totalCents)}</p>
      <Link to="/checkout" className={buttonClass({ className: "mt-8" })}>
        Back to Checkout
      </Link>
    </section>
  );
}

/** A genuine receipt link past its time: nothing of the order, and where a copy can be had. */
export function ExpiredReceipt() {
  return (
    <section aria-labelledby="receipt-title" className="rounded-3xl border bg-card p-8 text-center">
      <SpriteIcon name="clock" className="mx-auto size-12 text-muted-foreground" />
      <h1 id="receipt-title" className="mt-4 font-display text-3xl font-semibold">
        This receipt link has expired
      </h1>
      <p className="mt-2 text-muted-foreground">
        Look for the receipt we e-mailed when the order was paid, or contact us for a copy.
      </p>
      <Link to="/contact" className={buttonClass({ className: "mt-8" })}>
        Contact Us
      </Link>
    </section>
  );
}
