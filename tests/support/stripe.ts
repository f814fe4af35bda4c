import { createHmac } from "node:crypto";
import { addDays, dateInZone, weekdayOf } from "#app/lib/consultation/zoned-time.ts";
import type { Engine } from "./database.ts";
import { startFakeStripe } from "./fake-stripe.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

export const STRIPE_SECRET_KEY = "sk_test_fake_key";
export const STRIPE_WEBHOOK_SECRET = "whsec_fake_secret";

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** The app with Stripe as its payment provider, talking to a local fake of Stripe's API. */
export async function startStripeApp(
  engine: Engine,
  env: Record<string, string> = {},
): Promise<{ app: TestApp; stripe: FakeStripe }> {
  const stripe = await startFakeStripe(STRIPE_SECRET_KEY);
  const app = await startTestApp(engine, {
    STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    ...env,
  });
  return { app, stripe };
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

/** The n-th weekday (0-based) from `fromDays` days ahead in New York: a date that can be booked. */
export function bookableWeekday(n: number, fromDays = 20): string {
  let date = addDays(dateInZone(new Date(), "America/New_York"), fromDays);
  let seen = 0;
  for (;;) {
    if (weekdayOf(date) !== 0 && weekdayOf(date) !== 6) {
      if (seen === n) return date;
      seen += 1;
    }
    date = addDays(date, 1);
  }
}
