import { createHmac } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { createStripePaymentProvider } from "#app/.server/payments/stripe-provider.ts";
import { startFakeStripe } from "./fake-stripe.ts";
import type { TestApp } from "./test-app.ts";

export const STRIPE_SECRET_KEY = "sk_test_fake_key";
export const STRIPE_WEBHOOK_SECRET = "whsec_fake_secret";

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/**
 * One fake Stripe for the test file (or `describe`), read in tests and hooks, and the Stripe
 * provider that talks to it (with a wrong key, one Stripe refuses).
 */
export function fakeStripeForFile() {
  let stripe: FakeStripe | undefined;
  beforeAll(async () => {
    stripe = await startFakeStripe(STRIPE_SECRET_KEY);
  });
  afterAll(() => stripe?.close());
  const started = () => {
    if (!stripe) throw new Error("the fake Stripe is not started here: use it in a test or a hook");
    return stripe;
  };
  return {
    get stripe() {
      return started();
    },
    provider: (secretKey = STRIPE_SECRET_KEY) =>
      createStripePaymentProvider({ secretKey, webhookSecret: undefined, apiBase: started().url }),
  };
}

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
