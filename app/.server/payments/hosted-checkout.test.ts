import pino from "pino";
import { describe, expect, test, vi } from "vitest";
import { fakeStripeForFile } from "#tests/support/stripe.ts";
import { type HostedCheckout, openHostedCheckout } from "./hosted-checkout.ts";

const fake = fakeStripeForFile();

const EXPIRES = new Date("2031-03-03T15:00:00.000Z");
const checkout: HostedCheckout = {
  subject: { kind: "booking", id: "hold-1" },
  lineItems: [{ name: "Team consultation", unitAmountCents: 5000, quantity: 1 }],
  customerEmail: "ada@example.com",
  successUrl: "https://celestial.test/paid",
  cancelUrl: "https://celestial.test/back",
  expiresAt: EXPIRES,
  metadata: { tier: "team" },
};

describe("openHostedCheckout", () => {
  test("opens a session that names what it pays for and returns where to pay", async () => {
    const logger = pino({ level: "silent" });
    const outcome = await openHostedCheckout({ payments: fake.provider(), logger }, checkout);

    const session = [...fake.stripe.sessions.values()].at(-1);
    expect(outcome).toEqual({ ok: true, sessionId: session?.id, checkoutUrl: session?.url });
    expect(session).toMatchObject({
      amount_total: 5000,
      client_reference_id: "hold-1",
      metadata: { kind: "booking", booking_id: "hold-1", tier: "team" },
      customer_details: { email: "ada@example.com" },
      success_url: "https://celestial.test/paid",
      expires_at: EXPIRES.getTime() / 1000,
    });
  });

  test("metadata from the caller cannot rename what is paid for", async () => {
    const logger = pino({ level: "silent" });
    await openHostedCheckout(
      { payments: fake.provider(), logger },
      {
        ...checkout,
        subject: { kind: "booking", id: "hold-2" },
        metadata: { kind: "order", booking_id: "other" },
      },
    );
    expect([...fake.stripe.sessions.values()].at(-1)?.metadata).toEqual({
      kind: "booking",
      booking_id: "hold-2",
    });
  });

  test("a refusing provider is answered with a 502 refusal and logged", async () => {
    const logger = pino({ level: "silent" });
    const error = vi.spyOn(logger, "error");
    const before = fake.stripe.sessions.size;
    const outcome = await openHostedCheckout(
      { payments: fake.provider("sk_test_wrong_key"), logger },
      checkout,
    );

    expect(outcome).toEqual({
      ok: false,
      status: 502,
      error: "The payment service is unavailable. Please try again.",
    });
    expect(fake.stripe.sessions.size).toBe(before);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ subject: checkout.subject }),
      "checkout session could not be created",
    );
  });
});
