import { createHmac, timingSafeEqual } from "node:crypto";
import {
  type CheckoutSession,
  CURRENCY,
  type PaymentProvider,
  type RefundResult,
} from "./provider.ts";

export type StripeOptions = {
  secretKey: string;
  webhookSecret: string | undefined;
  /** https://api.stripe.com, or a local fake in tests. */
  apiBase: string;
};

/** Stripe refuses webhook events signed longer ago than this (its own libraries' default). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

type StripeSession = {
  id: string;
  url: string | null;
  status: "open" | "complete" | "expired" | null;
  payment_status: "paid" | "unpaid" | "no_payment_required";
  amount_total: number | null;
  currency: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string> | null;
  customer_details: { email: string | null; name: string | null } | null;
  payment_intent:
    | string
    | null
    | {
        id: string;
        latest_charge:
          | string
          | null
          | { payment_method_details?: { card?: { brand: string; last4: string } } };
      };
};

type StripeRefund = {
  id: string;
  amount: number;
  created: number;
  status: "pending" | "requires_action" | "succeeded" | "failed" | "canceled";
  failure_reason?: string | null;
};

type StripeCharge = {
  id: string;
  payment_intent: string | null;
  amount_refunded: number;
  refunds?: { data: StripeRefund[] } | null;
};

/** Stripe's form encoding of nested parameters: a[b][c]=value. */
function formEncode(params: Record<string, unknown>, prefix = "", out = new URLSearchParams()) {
  for (const [key, value] of Object.entries(params)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (value === undefined || value === null) continue;
    if (typeof value === "object") formEncode(value as Record<string, unknown>, name, out);
    else out.append(name, String(value));
  }
  return out;
}

function toCheckoutSession(session: StripeSession): CheckoutSession {
  const intent = typeof session.payment_intent === "object" ? session.payment_intent : null;
  const charge = intent && typeof intent.latest_charge === "object" ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  return {
    id: session.id,
    status: session.status ?? "open",
    paid: session.payment_status === "paid",
    amountCents: session.amount_total ?? 0,
    currency: (session.currency ?? "").toLowerCase(),
    url: session.url,
    reference: session.client_reference_id,
    metadata: session.metadata ?? {},
    customerEmail: session.customer_details?.email ?? null,
    customerName: session.customer_details?.name ?? null,
    paymentReference:
      typeof session.payment_intent === "string" ? session.payment_intent : (intent?.id ?? null),
    card: card ? { brand: card.brand, last4: card.last4 } : null,
  };
}

/** Stripe's answer to a refund, in the provider's terms: a failed or cancelled one refunded nothing. */
async function readRefund(response: Response): Promise<RefundResult> {
  const body = (await response.json().catch(() => ({}))) as Partial<StripeRefund> & {
    error?: { message?: string };
  };
  if (!response.ok || !body.id) {
    return {
      ok: false,
      message: `Stripe refused the refund: ${body.error?.message ?? `status ${response.status}`}`,
    };
  }
  if (body.status === "failed" || body.status === "canceled") {
    return {
      ok: false,
      message: `Stripe could not refund the payment (${body.failure_reason ?? body.status}).`,
    };
  }
  return {
    ok: true,
    reference: body.id,
    amountCents: body.amount ?? 0,
    refundedAt: new Date((body.created ?? Date.now() / 1000) * 1000),
  };
}

/** Stripe's test keys (sk_test_, rk_test_) take no real money. */
const isStripeTestKey = (secretKey: string) => /^(sk|rk)_test_/.test(secretKey);

/**
 * Stripe through its REST API with plain fetch (no SDK): card details are typed on Stripe's own
 * Checkout page, never on this site, and every session is read back from Stripe on the server.
 */
export function createStripePaymentProvider(options: StripeOptions): PaymentProvider {
  const base = options.apiBase.replace(/\/$/, "");
  const headers = { Authorization: `Bearer ${options.secretKey}` };

  return {
    name: "stripe",
    mode: "hosted",
    paymentMode: isStripeTestKey(options.secretKey) ? "test" : "live",
    charge: async () => ({
      ok: false,
      message: "Card payments are taken on Stripe's secure checkout page.",
    }),
    createCheckout: async (request) => {
      const body = formEncode({
        mode: "payment",
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        customer_email: request.customerEmail,
        client_reference_id: request.reference,
        expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        metadata: request.metadata,
        payment_intent_data: { metadata: request.metadata },
        line_items: request.lineItems.map((line) => ({
          quantity: line.quantity,
          price_data: {
            currency: CURRENCY,
            unit_amount: line.unitAmountCents,
            product_data: { name: line.name },
          },
        })),
      });
      const response = await fetch(`${base}/v1/checkout/sessions`, {
        method: "POST",
        headers: {
          ...headers,
          "Content-Type": "application/x-www-form-urlencoded",
          // One session per booking hold or order, however often the request is retried.
          "Idempotency-Key": `checkout-${request.reference}`,
        },
        body,
      });
      if (!response.ok) throw new Error(`Stripe refused the checkout session (${response.status})`);
      const session = (await response.json()) as StripeSession;
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { id: session.id, url: session.url };
    },
    getCheckout: async (sessionId) => {
      // Only Stripe's own id shape reaches the URL path.
      if (!/^cs_[A-Za-z0-9_]{1,250}$/.test(sessionId)) return null;
      const url = `${base}/v1/checkout/sessions/${sessionId}?expand[]=payment_intent.latest_charge`;
      const response = await fetch(url, { headers });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`Stripe session lookup failed (${response.status})`);
      return toCheckoutSession((await response.json()) as StripeSession);
    },
    refund: async (request) => {
      // Only Stripe's own payment ids reach it; a test provider's reference is not one.
      if (!/^pi_[A-Za-z0-9_]{1,250}$/.test(request.paymentReference)) {
        return { ok: false, message: "Stripe did not take this payment." };
      }
      try {
        const response = await fetch(`${base}/v1/refunds`, {
          method: "POST",
          headers: {
            ...headers,
            "Content-Type": "application/x-www-form-urlencoded",
            "Idempotency-Key": `refund-${request.idempotencyKey}`,
          },
          body: formEncode({
            payment_intent: request.paymentReference,
            amount: request.amountCents,
          }),
        });
        return await readRefund(response);
      } catch {
        return {
          ok: false,
          message: "Stripe could not be reached, so nothing was refunded. Please try again.",
        };
      }
    },
    getChargeRefunds: async (chargeId) => {
      if (!/^ch_[A-Za-z0-9_]{1,250}$/.test(chargeId)) return null;
      const response = await fetch(`${base}/v1/charges/${chargeId}?expand[]=refunds`, { headers });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`Stripe charge lookup failed (${response.status})`);
      const charge = (await response.json()) as StripeCharge;
      if (!charge.payment_intent) return null;
      const latest = [...(charge.refunds?.data ?? [])].sort((a, b) => b.created - a.created)[0];
      return {
        paymentReference: charge.payment_intent,
        refundedCents: charge.amount_refunded,
        refundReference: latest?.id ?? null,
        refundedAt: latest ? new Date(latest.created * 1000) : new Date(),
      };
    },
    verifyWebhook: (rawBody, signatureHeader) => {
      if (!options.webhookSecret || !signatureHeader) return null;
      const parts = signatureHeader.split(",").map((part) => part.split("=", 2));
      const timestamp = Number(parts.find(([key]) => key === "t")?.[1]);
      const signatures = parts.filter(([key]) => key === "v1").map(([, value]) => value ?? "");
      if (!Number.isFinite(timestamp) || signatures.length === 0) return null;
      if (Math.abs(Date.now() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return null;
      const expected = Buffer.from(
        createHmac("sha256", options.webhookSecret).update(`${timestamp}.${rawBody}`).digest("hex"),
      );
      const valid = signatures.some((signature) => {
        const given = Buffer.from(signature);
        return given.length === expected.length && timingSafeEqual(given, expected);
      });
      if (!valid) return null;
      try {
        const event = JSON.parse(rawBody) as { type?: string; data?: { object?: { id?: string } } };
        const id = event.data?.object?.id;
        const named = (prefix: string) =>
          typeof id === "string" && id.startsWith(prefix) ? id : null;
        return { type: String(event.type ?? ""), sessionId: named("cs_"), chargeId: named("ch_") };
      } catch {
        return null;
      }
    },
  };
}
