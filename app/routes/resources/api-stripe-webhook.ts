import { data } from "react-router";
import { settleBookingSession } from "#app/.server/booking/settle-checkout.ts";
import { releaseSessionHold } from "#app/.server/booking/slot-store.ts";
import { settleOrderSession } from "#app/.server/orders/settle-order.ts";
import { checkoutSubject } from "#app/.server/payments/checkout-subject.ts";
import { recordProviderRefund } from "#app/.server/refunds/record-refund.ts";
import type { Route } from "./+types/api-stripe-webhook";

const SETTLING_EVENTS = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.expired",
]);

/**
 * POST /api/payments/stripe/webhook: Stripe tells us a Checkout Session was paid or expired, so a
 * shop order or a booking is settled even if the person never comes back to the return page, or
 * that a charge was refunded (`charge.refunded`, a refund made in Stripe's dashboard). The
 * event is trusted only with a valid signature (STRIPE_WEBHOOK_SECRET), and even then the session
 * is read back from Stripe before anything changes.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const verify = services.payments.verifyWebhook;
  if (!verify) return data({ error: "No payment webhooks are configured" }, { status: 404 });
  const rawBody = await request.text();
  const event = verify(rawBody, request.headers.get("stripe-signature"));
  if (!event) return data({ error: "Invalid signature" }, { status: 400 });
  if (event.type === "charge.refunded") {
    // A refund made in Stripe's dashboard: the charge is read back, and its total recorded.
    const refunds =
      event.chargeId && services.payments.getChargeRefunds
        ? await services.payments.getChargeRefunds(event.chargeId)
        : null;
    if (refunds) await recordProviderRefund(services.db, refunds);
    return data({ received: true });
  }
  const sessionId = event.sessionId;
  if (!sessionId || !SETTLING_EVENTS.has(event.type)) return data({ received: true });
  const session = await services.payments.getCheckout(sessionId);
  if (!session) return data({ received: true });
  // What the session pays for is its own metadata, as Stripe holds it; a session that does not say
  // is not guessed at, and is still acknowledged so that Stripe stops sending it.
  const subject = checkoutSubject(session.metadata);
  if (!subject) {
    services.logger.warn(
      { sessionId, type: event.type, metadata: session.metadata },
      "a checkout session that does not say what it pays for was left alone",
    );
  } else if (subject.kind === "order") {
    await settleOrderSession(services, session);
  } else if (event.type === "checkout.session.expired") {
    if (!session.paid) await releaseSessionHold(services.db, session.id);
  } else {
    await settleBookingSession(services, session, new Date());
  }
  return data({ received: true });
}
