import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

type FakeSession = {
  id: string;
  url: string | null;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer_details: { email: string | null; name: string | null };
  payment_intent: { id: string; latest_charge: unknown } | null;
  expires_at: number;
  success_url: string;
};

type FakeRefund = { id: string; amount: number; status: "succeeded"; created: number };

type FakeCharge = {
  id: string;
  payment_intent: string;
  amount: number;
  amount_refunded: number;
  refunds: { data: FakeRefund[] };
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A local stand-in for the Stripe endpoints the provider calls (create and retrieve a Checkout
 * Session, refund a payment, retrieve a charge). It checks the secret key, records what it was
 * sent, totals the line items as Stripe does, and lets a test "pay" a session, let it expire,
 * refund a payment in the dashboard or make a refund fail.
 */
export async function startFakeStripe(secretKey: string) {
  const sessions = new Map<string, FakeSession>();
  const created: URLSearchParams[] = [];
  const replays = new Map<string, { body: string; id: string }>();
  const charges = new Map<string, FakeCharge>();
  const refunded: URLSearchParams[] = [];
  const refusals = new Map<string, string>();
  const refundReplays = new Map<string, FakeRefund>();
  let counter = 0;
  const chargeOf = (paymentIntent: string) =>
    [...charges.values()].find((charge) => charge.payment_intent === paymentIntent);
  const refund = (charge: FakeCharge, amount: number) => {
    counter += 1;
    const made: FakeRefund = {
      id: `re_fake${counter}`,
      amount,
      status: "succeeded",
      created: Math.floor(Date.now() / 1000),
    };
    charge.amount_refunded += amount;
    charge.refunds.data.push(made);
    return made;
  };
  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      send(401, { error: { message: "Invalid API key" } });
      return;
    }
    const url = new URL(request.url ?? "/", "http://fake");
    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const body = await readBody(request);
      // Stripe's idempotency: the same key replays its first answer, and only for the same request.
      const key = request.headers["idempotency-key"];
      const replay = typeof key === "string" ? replays.get(key) : undefined;
      if (replay) {
        if (replay.body === body) send(200, sessions.get(replay.id));
        else send(400, { error: { type: "idempotency_error" } });
        return;
      }
      const params = new URLSearchParams(body);
      created.push(params);
      counter += 1;
      const id = `cs_test_fake${counter}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of params) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match?.[1]) metadata[match[1]] = value;
      }
      let amountTotal = 0;
      for (let line = 0; params.has(`line_items[${line}][quantity]`); line += 1) {
        amountTotal +=
          Number(params.get(`line_items[${line}][quantity]`)) *
          Number(params.get(`line_items[${line}][price_data][unit_amount]`));
      }
      const session: FakeSession = {
        id,
        url: `https://checkout.stripe.test/pay/${id}`,
        status: "open",
        payment_status: "unpaid",
        amount_total: amountTotal,
        currency: params.get("line_items[0][price_data][currency]") ?? "",
        client_reference_id: params.get("client_reference_id"),
        metadata,
        customer_details: { email: params.get("customer_email"), name: null },
        payment_intent: null,
        expires_at: Number(params.get("expires_at")),
        success_url: params.get("success_url") ?? "",
      };
      sessions.set(id, session);
      if (typeof key === "string") replays.set(key, { body, id });
      send(200, session);
      return;
    }
    if (request.method === "POST" && url.pathname === "/v1/refunds") {
      const params = new URLSearchParams(await readBody(request));
      refunded.push(params);
      const key = String(request.headers["idempotency-key"] ?? "");
      const replay = refundReplays.get(key);
      if (replay) {
        send(200, replay);
        return;
      }
      const paymentIntent = params.get("payment_intent") ?? "";
      const charge = chargeOf(paymentIntent);
      const refusal = refusals.get(paymentIntent);
      const amount = Number(params.get("amount") ?? charge?.amount ?? 0);
      if (!charge || refusal || amount > charge.amount - charge.amount_refunded) {
        send(400, {
          error: {
            type: "invalid_request_error",
            message: refusal ?? `Refund of ${amount} is more than ${paymentIntent} has left.`,
          },
        });
        return;
      }
      const made = refund(charge, amount);
      if (key) refundReplays.set(key, made);
      send(200, made);
      return;
    }
    const chargeId = /^\/v1\/charges\/([^/]+)$/.exec(url.pathname)?.[1];
    if (request.method === "GET" && chargeId) {
      const charge = charges.get(chargeId);
      if (!charge) send(404, { error: { message: "No such charge" } });
      else send(200, charge);
      return;
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (request.method === "GET" && match?.[1]) {
      const session = sessions.get(match[1]);
      if (!session) send(404, { error: { message: "No such checkout.session" } });
      else send(200, session);
      return;
    }
    send(404, { error: { message: "Unknown endpoint" } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    created,
    sessions,
    /** The refunds the site asked for, in order. */
    refunded,
    /** The person completes payment on Stripe's page. */
    pay(id: string) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no session ${id}`);
      session.status = "complete";
      session.url = null;
      session.payment_status = "paid";
      session.customer_details.name = "Stripe Payer";
      session.payment_intent = {
        id: `pi_${id}`,
        latest_charge: { payment_method_details: { card: { brand: "visa", last4: "4242" } } },
      };
      charges.set(`ch_${id}`, {
        id: `ch_${id}`,
        payment_intent: `pi_${id}`,
        amount: session.amount_total,
        amount_refunded: 0,
        refunds: { data: [] },
      });
    },
    /** Someone refunds part or all of a payment in Stripe's dashboard; the charge's id. */
    refundInDashboard(paymentIntent: string, amount: number) {
      const charge = chargeOf(paymentIntent);
      if (!charge) throw new Error(`no charge for ${paymentIntent}`);
      refund(charge, amount);
      return charge.id;
    },
    /** Stripe refuses every refund of this payment, with this message. */
    refuseRefunds(paymentIntent: string, message: string) {
      refusals.set(paymentIntent, message);
    },
    /** The session's time ran out before anyone paid. */
    expire(id: string) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no session ${id}`);
      session.status = "expired";
      session.url = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
