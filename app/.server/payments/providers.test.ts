import { createHmac } from "node:crypto";
import { describe, expect, test } from "vitest";
import { PAYMENTS_UNAVAILABLE_MESSAGE } from "#app/lib/payment-mode.ts";
import { createStripePaymentProvider } from "./stripe-provider.ts";
import { createTestPaymentProvider, REFUND_REFUSED_MESSAGE } from "./test-provider.ts";
import { createUnavailablePaymentProvider } from "./unavailable-provider.ts";

describe("test provider", () => {
  const provider = createTestPaymentProvider(() => new Date("2026-11-23T12:00:00Z"));
  const charge = (cardNumber: string, expiry = "12/30", key = cardNumber + expiry) =>
    provider.charge({
      amountCents: 5000,
      description: "test",
      idempotencyKey: key,
      card: { cardNumber, expiry, cvv: "123", cardholderName: "A" },
    });

  test("4242 succeeds with brand and last four, 0002 declines", async () => {
    expect(await charge("4242 4242 4242 4242")).toMatchObject({
      ok: true,
      last4: "4242",
      brand: "visa",
    });
    expect(await charge("4000 0000 0000 0002")).toEqual({
      ok: false,
      message: "Your card was declined.",
    });
  });

  test("a number failing Luhn and an expired card are refused", async () => {
    expect(await charge("4242 4242 4242 4241")).toEqual({
      ok: false,
      message: "Your card number is invalid.",
    });
    expect(await charge("4242 4242 4242 4242", "10/26")).toEqual({
      ok: false,
      message: "Your card has expired.",
    });
    expect((await charge("4242 4242 4242 4242", "11/26")).ok).toBe(true);
  });

  test("documented test sessions", async () => {
    expect(await provider.getCheckout("test_session_paid_founder_abc")).toMatchObject({
      paid: true,
      amountCents: 10000,
      metadata: { tier: "founder" },
    });
    expect(await provider.getCheckout("test_session_unpaid_abc")).toMatchObject({ paid: false });
    expect(await provider.getCheckout("test_session_paid_platinum_abc")).toBeNull();
    expect(await provider.getCheckout("cs_live_123")).toBeNull();
  });
});

describe("test provider refunds", () => {
  const at = new Date("2026-11-23T12:00:00Z");
  const provider = createTestPaymentProvider(() => at);
  const refund = (paymentReference: string) =>
    provider.refund({ paymentReference, amountCents: 5000, idempotencyKey: "booking-1" });

  test("its own payments are refunded, documented sessions included", async () => {
    expect(await refund("test_0f8c")).toEqual({
      ok: true,
      reference: "test_refund_booking-1",
      amountCents: 5000,
      refundedAt: at,
    });
    expect((await refund("test_session_paid_team_abc")).ok).toBe(true);
  });

  test("the refund-failure card's payment and another provider's are refused", async () => {
    const paid = await provider.charge({
      amountCents: 5000,
      description: "test",
      idempotencyKey: "refund-fails",
      card: { cardNumber: "4000 0000 0000 5126", expiry: "12/30", cvv: "1", cardholderName: "A" },
    });
    expect(paid).toMatchObject({ ok: true, reference: expect.stringMatching(/^test_norefund_/) });
    expect(await refund(paid.ok ? paid.reference : "")).toEqual({
      ok: false,
      message: REFUND_REFUSED_MESSAGE,
    });
    expect(await refund("pi_123")).toEqual({
      ok: false,
      message: "The test provider did not take this payment.",
    });
  });
});

describe("payment modes", () => {
  test("the test provider and Stripe test keys take no real money; a live key does", () => {
    const stripe = (secretKey: string) =>
      createStripePaymentProvider({ secretKey, webhookSecret: undefined, apiBase: "http://x" });
    expect(createTestPaymentProvider().paymentMode).toBe("test");
    expect(stripe("sk_test_abc").paymentMode).toBe("test");
    expect(stripe("rk_test_abc").paymentMode).toBe("test");
    expect(stripe("sk_live_abc").paymentMode).toBe("live");
  });
});

describe("payments not set up", () => {
  const provider = createUnavailablePaymentProvider();

  test("every charge is refused with the not-set-up message", async () => {
    expect(
      await provider.charge({
        amountCents: 5000,
        description: "test",
        idempotencyKey: "k",
        card: { cardNumber: "4242424242424242", expiry: "12/30", cvv: "123", cardholderName: "A" },
      }),
    ).toEqual({ ok: false, message: PAYMENTS_UNAVAILABLE_MESSAGE });
  });

  test("no session is known, the documented test sessions included", async () => {
    expect(await provider.getCheckout("test_session_paid_team_abc")).toBeNull();
  });

  test("nothing is refunded", async () => {
    expect(
      await provider.refund({ paymentReference: "test_x", amountCents: 1, idempotencyKey: "k" }),
    ).toEqual({ ok: false, message: PAYMENTS_UNAVAILABLE_MESSAGE });
  });
});

describe("Stripe webhook signature", () => {
  const stripe = createStripePaymentProvider({
    secretKey: "sk_test_x",
    webhookSecret: "whsec_unit",
    apiBase: "http://127.0.0.1:9",
  });
  const body = JSON.stringify({
    type: "checkout.session.completed",
    data: { object: { id: "cs_test_1" } },
  });
  const header = (secret: string, at = Math.floor(Date.now() / 1000)) =>
    `t=${at},v1=${createHmac("sha256", secret).update(`${at}.${body}`).digest("hex")}`;

  test("a correctly signed event is read", () => {
    expect(stripe.verifyWebhook?.(body, header("whsec_unit"))).toEqual({
      type: "checkout.session.completed",
      sessionId: "cs_test_1",
      chargeId: null,
    });
  });

  test("a wrong secret, a stale timestamp, a changed body or no header is refused", () => {
    expect(stripe.verifyWebhook?.(body, header("whsec_other"))).toBeNull();
    expect(
      stripe.verifyWebhook?.(body, header("whsec_unit", Math.floor(Date.now() / 1000) - 600)),
    ).toBeNull();
    expect(
      stripe.verifyWebhook?.(body.replace("cs_test_1", "cs_test_2"), header("whsec_unit")),
    ).toBeNull();
    expect(stripe.verifyWebhook?.(body, null)).toBeNull();
  });

  test("only Stripe-shaped session, payment and charge ids reach the API", async () => {
    expect(await stripe.getCheckout("../v1/charges")).toBeNull();
    expect(await stripe.getCheckout("test_session_paid_team_abc")).toBeNull();
    expect(await stripe.getChargeRefunds?.("../v1/refunds")).toBeNull();
    expect(
      await stripe.refund({ paymentReference: "test_abc", amountCents: 100, idempotencyKey: "k" }),
    ).toEqual({ ok: false, message: "Stripe did not take this payment." });
  });

  test("a Stripe that cannot be reached refunds nothing, and says so", async () => {
    expect(
      await stripe.refund({ paymentReference: "pi_1", amountCents: 100, idempotencyKey: "k" }),
    ).toEqual({
      ok: false,
      message: "Stripe could not be reached, so nothing was refunded. Please try again.",
    });
  });
});
