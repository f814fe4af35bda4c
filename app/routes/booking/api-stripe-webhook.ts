import { data } from "react-router";
import { settleCheckoutSession } from "#app/.server/booking/complete-booking.ts";
import { releaseSessionHold } from "#app/.server/booking/slot-store.ts";
import type { Route } from "./+types/api-stripe-webhook";

const SETTLING_EVENTS = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
]);

/**
 * POST /api/payments/stripe/webhook: Stripe tells us a Checkout Session was paid, so the booking
 * is confirmed even if the person never comes back to the success page. The event is trusted only
 * with a valid signature (STRIPE_WEBHOOK_SECRET), and even then the session is read back from
 * Stripe before anything is booked.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const verify = services.payments.verifyWebhook;
  if (!verify) return data({ error: "No payment webhooks are configured" }, { status: 404 });
  const rawBody = await request.text();
  const event = verify(rawBody, request.headers.get("stripe-signature"));
  if (!event) return data({ error: "Invalid signature" }, { status: 400 });
  if (SETTLING_EVENTS.has(event.type) && event.sessionId) {
    await settleCheckoutSession(services, event.sessionId, new Date());
  }
  if (event.type === "checkout.session.expired" && event.sessionId) {
    const session = await services.payments.getCheckout(event.sessionId);
    if (session && !session.paid) await releaseSessionHold(services.db, event.sessionId);
  }
  return data({ received: true });
}
