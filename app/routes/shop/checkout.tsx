import { randomUUID } from "node:crypto";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { CheckCircle2, Lock } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { getSessionUser } from "#app/.server/auth.ts";
import { signOrderId, verifyOrderToken } from "#app/.server/orders/order-token.ts";
import { getOrderSummary, placeOrder } from "#app/.server/orders/place-order.ts";
import { clientAddress, hitRateLimit } from "#app/.server/rate-limit.ts";
import { readFormData } from "#app/.server/submissions/form-body.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { FormErrors, TextField } from "#app/components/ui/field.tsx";
import { useCart } from "#app/lib/cart-store.tsx";
import { formatCents, toCents } from "#app/lib/money.ts";
import { pageTitle } from "#app/lib/page-title.ts";
import { CheckoutSchema } from "#app/schemas/checkout.ts";
import { CARD_FIELDS, expiryInFuture } from "#app/schemas/payment.ts";
import type { Route } from "./+types/checkout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  const url = new URL(request.url);
  const orderId = url.searchParams.get("order");
  const token = url.searchParams.get("token") ?? "";
  if (orderId) {
    const order = verifyOrderToken(services.linkSecrets, orderId, token)
      ? await getOrderSummary(services.db, orderId)
      : null;
    if (!order) throw data({ message: "Order not found" }, { status: 404 });
    return { order, email: order.email, idempotencyKey: null, testMode: false };
  }
  const user = await getSessionUser(request, services);
  return {
    order: null,
    email: user?.email ?? "",
    // A fresh key per visit to the form: resubmitting the same form can only ever make one order.
    idempotencyKey: randomUUID(),
    testMode: services.payments.name === "test",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: CheckoutSchema });
  // Any refusal happens before an order exists; the next attempt is a new payment with a new key
  // (a provider answers a reused key with its first answer, decline included).
  const reply = (status: number, formErrors?: string[]) =>
    data(
      {
        result: submission.reply({ hideFields: CARD_FIELDS, formErrors }),
        idempotencyKey: randomUUID(),
      },
      { status },
    );
  if (submission.status !== "success") return reply(400);
  const input = submission.value;
  if (!expiryInFuture(input.expiry)) return reply(400, ["This card has expired"]);

  const limit = await hitRateLimit(
    services.db,
    { bucket: "checkout", limit: 20, windowSeconds: 3600 },
    clientAddress(request),
  );
  if (!limit.allowed) return reply(429, ["Too many payment attempts. Please try again later."]);

  const user = await getSessionUser(request, services);
  const result = await placeOrder(services, {
    lines: input.lines,
    email: input.email,
    userId: user?.id ?? null,
    card: input,
    idempotencyKey: input.idempotencyKey,
  });
  if (!result.ok) return reply(result.status, [result.error]);
  const token = signOrderId(services.linkSecrets, result.orderId);
  return redirect(`/checkout?order=${result.orderId}&token=${token}`);
}

function Confirmation(props: { order: NonNullable<Route.ComponentProps["loaderData"]["order"]> }) {
  const cart = useCart();
  const { clear } = cart;
  // The order exists: the browser's cart has done its job.
  useEffect(() => clear(), [clear]);
  const { order } = props;
  return (
    <section
      aria-labelledby="confirmation-title"
      className="rounded-3xl border bg-card p-8 text-center"
    >
      <CheckCircle2 className="mx-auto size-12 text-primary" aria-hidden />
      <h1 id="confirmation-title" className="mt-4 font-display text-3xl font-semibold">
        Order confirmed
      </h1>
      <p className="mt-2 text-muted-foreground">
        A receipt is on its way to <strong>{order.email}</strong>.
      </p>
      <ul className="mx-auto mt-6 max-w-md divide-y text-left">
        {order.lines.map((line) => (
          <li key={line.name} className="flex justify-between py-2">
            <span>
              {line.quantity} × {line.name}
            </span>
            <span>{formatCents(line.unitPriceCents * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-lg font-semibold">Total {formatCents(order.totalCents)}</p>
      {order.cardLast4 ? (
        <p className="text-sm text-muted-foreground">Paid with the card ending {order.cardLast4}</p>
      ) : null}
      <Link to="/shop" className={buttonClass({ className: "mt-8" })}>
        Back to the Shop
      </Link>
    </section>
  );
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const cart = useCart();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "checkout",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CheckoutSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { email: loaderData.email },
  });

  if (loaderData.order) {
    return (
      <div className="mx-auto max-w-2xl px-4 pt-28 pb-20">
        <Confirmation order={loaderData.order} />
      </div>
    );
  }

  const lines = JSON.stringify(
    cart.lines.map((line) => ({ id: line.id, quantity: line.quantity })),
  );
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 pt-28 pb-20 md:grid-cols-[1fr_22rem]">
      <div>
        <Link to="/cart" className="text-sm text-primary underline-offset-4 hover:underline">
          ← Back to cart
        </Link>
        <h1 className="mt-4 font-display text-3xl font-semibold">Checkout</h1>
        {cart.lines.length === 0 ? (
          <div className="mt-8 rounded-2xl border bg-card p-8 text-center">
            <p className="text-lg font-semibold">Your cart is empty</p>
            <Link to="/shop" className={buttonClass({ className: "mt-4" })}>
              Explore the Shop
            </Link>
          </div>
        ) : (
          <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
            <input type="hidden" name="lines" value={lines} />
            <input
              type="hidden"
              name="idempotencyKey"
              value={actionData?.idempotencyKey ?? loaderData.idempotencyKey ?? ""}
            />
            <FormErrors id={form.errorId} errors={form.errors} />
            <TextField
              field={fields.email}
              label="Email for the receipt"
              type="email"
              autoComplete="email"
            />
            <TextField
              field={fields.cardholderName}
              label="Cardholder name"
              autoComplete="cc-name"
            />
            <TextField
              field={fields.cardNumber}
              label="Card number"
              autoComplete="cc-number"
              inputMode="numeric"
              maxLength={19}
              placeholder="1234 5678 9012 3456"
            />
            <div className="grid grid-cols-2 gap-4">
              <TextField
                field={fields.expiry}
                label="Expiry (MM/YY)"
                autoComplete="cc-exp"
                placeholder="MM/YY"
              />
              <TextField
                field={fields.cvv}
                label="CVV"
                autoComplete="cc-csc"
                inputMode="numeric"
                maxLength={4}
              />
            </div>
            {loaderData.testMode ? (
              <p className="rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
                Test mode: 4242 4242 4242 4242 succeeds and 4000 0000 0000 0002 is declined. No real
                money moves.
              </p>
            ) : null}
            <button
              type="submit"
              disabled={submitting}
              className={buttonClass({ className: "w-full" })}
            >
              <Lock className="size-4" aria-hidden />
              {submitting ? "Processing..." : `Pay ${formatCents(cart.totalCents)}`}
            </button>
          </Form>
        )}
      </div>
      <aside aria-labelledby="summary-title" className="h-fit rounded-2xl border bg-card p-6">
        <h2 id="summary-title" className="font-semibold">
          Order summary
        </h2>
        <ul className="mt-4 divide-y text-sm">
          {cart.lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-3 py-2">
              <span>
                {line.quantity} × {line.name}
              </span>
              <span>{formatCents(toCents(line.price) * line.quantity)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-4 flex justify-between font-semibold">
          <span>Total</span>
          <span>{formatCents(cart.totalCents)}</span>
        </p>
        <p className="mt-2 text-xs text-muted-foreground">
          Prices are confirmed from the catalog when you pay.
        </p>
      </aside>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Checkout") },
  { name: "robots", content: "noindex" },
];
