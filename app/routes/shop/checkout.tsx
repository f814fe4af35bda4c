import { randomUUID } from "node:crypto";
import { getFormProps } from "@conform-to/react";
import { data, redirect, useNavigation } from "react-router";
import type { z } from "zod";
import { receiptPath } from "#app/.server/orders/order-token.ts";
import { placeOrder } from "#app/.server/orders/place-order.ts";
import { getReceipt } from "#app/.server/orders/receipt.ts";
import { campaignOfRequest } from "#app/.server/web/campaign-visit.ts";
import { parseFormPost } from "#app/.server/web/form-post.ts";
import { enforceRateLimit } from "#app/.server/web/rate-limit.ts";
import { RATE_LIMITS } from "#app/.server/web/rate-limit-rules.ts";
import { getSessionUser } from "#app/.server/web/session.ts";
import { ReturnLink } from "#app/components/blocks/back-link.tsx";
import { FormErrors } from "#app/components/forms/field-parts.tsx";
import { EmailField } from "#app/components/forms/fields.tsx";
import { useDeferredSchemaForm } from "#app/components/forms/use-deferred-schema-form.ts";
import { PaymentsUnavailable } from "#app/components/payments/payment-notices.tsx";
import { CheckoutCardFields } from "#app/components/shop/checkout-card-fields.tsx";
import { OrderLines } from "#app/components/shop/order-lines.tsx";
import { ExpiredReceipt, OrderReceipt } from "#app/components/shop/order-receipt.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { quantitiesOf } from "#app/lib/cart.ts";
import { useCart } from "#app/lib/cart-store.tsx";
import { rememberCheckout } from "#app/lib/checkout-snapshot.ts";
import { Form, Link } from "#app/lib/links.tsx";
import { formatCents, toCents } from "#app/lib/money.ts";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { CardCheckoutSchema, CheckoutSchema } from "#app/schemas/checkout.ts";
import { CARD_FIELDS, type CardInput, expiryInFuture } from "#app/schemas/payment.ts";
import type { Route } from "./+types/checkout";

const loadCheckoutSchemas = () => import("#app/schemas/checkout.ts");
const loadCardSchema = () => loadCheckoutSchemas().then((module) => module.CardCheckoutSchema);
// Without card inputs on the page (hosted payment) the card rules do not apply; the form's fields
// are typed as the card form's, of which the hosted one is a part.
const loadHostedSchema = () =>
  loadCheckoutSchemas().then(
    (module) => module.CheckoutSchema as unknown as typeof module.CardCheckoutSchema,
  );

function cardOf(
  value: z.output<typeof CheckoutSchema> | z.output<typeof CardCheckoutSchema>,
): CardInput | null {
  return "cardNumber" in value ? value : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  const url = new URL(request.url);
  const orderId = url.searchParams.get("order");
  const user = await getSessionUser(request, services);
  const hosted = services.payments.mode === "hosted";
  if (orderId) {
    const order = await getReceipt(
      services,
      { orderId, token: url.searchParams.get("token") ?? "", viewerId: user?.id ?? null },
      new Date(),
    );
    // A member's receipt is theirs alone: they sign in and come back to it.
    if (order === "sign-in") {
      throw redirect(`/auth?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
    }
    if (!order) throw data({ message: "Order not found" }, { status: 404 });
    const receipt = order === "expired" ? null : order;
    // The page, not an error screen, says the link has expired; 410 as it will not work again.
    return data(
      {
        order: receipt,
        expired: !receipt,
        email: receipt?.email ?? "",
        idempotencyKey: null,
        testMode: false,
        hosted,
        paymentsUnavailable: false,
      },
      { status: receipt ? 200 : 410 },
    );
  }
  return {
    order: null,
    expired: false,
    email: user?.email ?? "",
    // A fresh key per visit to the form: resubmitting the same form can only ever make one order.
    idempotencyKey: randomUUID(),
    testMode: services.payments.name === "test",
    hosted,
    paymentsUnavailable: services.payments.name === "none",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  // A hosted payment page takes the card itself; only a direct provider needs it typed here.
  const hosted = services.payments.mode === "hosted";
  const submission = hosted
    ? await parseFormPost(request, CheckoutSchema)
    : await parseFormPost(request, CardCheckoutSchema);
  // Any refusal happens before an order exists; the next attempt is a new payment with a new key
  // (a provider answers a reused key with its first answer, decline included).
  const reply = (init: number | ResponseInit, formErrors?: string[]) =>
    data(
      {
        result: submission.reply({ hideFields: CARD_FIELDS, formErrors }),
        idempotencyKey: randomUUID(),
      },
      init,
    );
  if (submission.status !== "success") return reply(400);
  const input = submission.value;
  const card = cardOf(input);
  if (card && !expiryInFuture(card.expiry)) return reply(400, ["This card has expired"]);

  const limit = await enforceRateLimit(services.db, request, RATE_LIMITS.checkout);
  if (!limit.allowed) return reply(limit.init, [limit.message]);

  const user = await getSessionUser(request, services);
  const result = await placeOrder(services, {
    lines: input.lines,
    email: input.email,
    userId: user?.id ?? null,
    card,
    idempotencyKey: input.idempotencyKey,
    campaign: await campaignOfRequest(request, services),
  });
  if (!result.ok) return reply(result.status, [result.error]);
  if (result.checkoutUrl) return redirect(result.checkoutUrl);
  return redirect(receiptPath(services.linkSecrets, result.orderId));
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const cart = useCart();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  // One form for both providers; the card inputs are rendered only when the card is typed here.
  // Zod arrives once the visitor starts on the form, not with the page.
  const [form, fields] = useDeferredSchemaForm(
    loaderData.hosted ? loadHostedSchema : loadCardSchema,
    {
      id: "checkout",
      lastResult: actionData?.result,
      validateOn: "onBlur",
      defaultValue: { email: loaderData.email },
    },
  );

  if (loaderData.order || loaderData.expired) {
    return (
      <div className="mx-auto max-w-2xl px-4 pt-28 pb-20">
        {loaderData.order ? <OrderReceipt order={loaderData.order} /> : <ExpiredReceipt />}
      </div>
    );
  }

  const bought = quantitiesOf(cart.lines);
  const checkoutKey = actionData?.idempotencyKey ?? loaderData.idempotencyKey ?? "";
  const formProps = getFormProps(form);
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 pt-28 pb-20 md:grid-cols-[1fr_22rem]">
      <div>
        <ReturnLink to="/cart" label="Back to cart" />
        <h1 className="mt-4 font-display text-3xl font-semibold">Checkout</h1>
        {loaderData.paymentsUnavailable ? (
          <PaymentsUnavailable className="mt-6" />
        ) : cart.lines.length === 0 ? (
          <div className="mt-8 rounded-2xl border bg-card p-8 text-center">
            <p className="text-lg font-semibold">Your cart is empty</p>
            <Link to="/shop" className={buttonClass({ className: "mt-4" })}>
              Explore the Shop
            </Link>
          </div>
        ) : (
          <Form
            method="post"
            {...formProps}
            onSubmit={(event) => {
              // The paid receipt takes exactly these lines out of the cart (app/lib/checkout-snapshot.ts).
              rememberCheckout(checkoutKey, bought);
              formProps.onSubmit(event);
            }}
            className="mt-6 space-y-4"
          >
            <input type="hidden" name="lines" value={JSON.stringify(bought)} />
            <input type="hidden" name="idempotencyKey" value={checkoutKey} />
            <FormErrors id={form.errorId} errors={form.errors} />
            <EmailField field={fields.email} label="Email for the receipt" />
            {loaderData.hosted ? (
              <p className="text-sm text-muted-foreground">
                You pay on Stripe's secure page and come back here for your receipt.
              </p>
            ) : (
              <CheckoutCardFields fields={fields} testMode={loaderData.testMode} />
            )}
            <button
              type="submit"
              disabled={submitting}
              className={buttonClass({ className: "w-full" })}
            >
              <SpriteIcon name="lock" className="size-4" />
              {submitting
                ? "Processing..."
                : loaderData.hosted
                  ? `Continue to Payment (${formatCents(cart.totalCents)})`
                  : `Pay ${formatCents(cart.totalCents)}`}
            </button>
          </Form>
        )}
      </div>
      <aside aria-labelledby="summary-title" className="h-fit rounded-2xl border bg-card p-6">
        <h2 id="summary-title" className="font-semibold">
          Order summary
        </h2>
        <OrderLines
          lines={cart.lines.map((line) => ({
            key: line.id,
            quantity: line.quantity,
            name: line.name,
            unitCents: toCents(line.price),
          }))}
          className="mt-4 divide-y text-sm"
          itemClassName="flex justify-between gap-3 py-2"
        />
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

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Checkout");
