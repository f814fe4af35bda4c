import { createHmac } from "node:crypto";
import type { startFakeStripe } from "./fake-stripe.ts";
import type { TestApp } from "./test-app.ts";

export const STRIPE_SECRET_KEY = "sk_test_fake_key";
export const STRIPE_WEBHOOK_SECRET = "whsec_fake_secret";

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** A `Stripe-Signature` header for a webhook body, as Stripe signs it. */
export function signStripeEvent(
  body: string,
  secret = STRIPE_WEBHOOK_SECRET,
  at = Math.floor(Date.now() / 1000),
) {
  const signature = createHmac("sha256", secret).update(`${at}.${body}`).digest("hex");
  return `t=${at},v1=${signature}`;
}

/** Stripe calls the webhook about a Checkout Session (signed with `secret`). */
export function postStripeEvent(
  app: TestApp,
  type: string,
  sessionId: string,
  secret = STRIPE_WEBHOOK_SECRET,
) {
  const body = JSON.stringify({ type, data: { object: { id: sessionId } } });
  return app.fetch("/api/payments/stripe/webhook", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": signStripeEvent(body, secret),
    },
    body,
  });
}
