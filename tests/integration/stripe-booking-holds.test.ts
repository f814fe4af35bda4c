import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { consultationBookings } from "#app/.server/db/schema.ts";
import { weekdayAhead } from "#tests/support/booking.ts";
import { engines } from "#tests/support/database.ts";
import { postStripeEvent } from "#tests/support/stripe.ts";
import { useStripeApp } from "#tests/support/use-test-app.ts";

const TOO_MANY = "You already have 2 consultations waiting for payment.";

describe.each(engines)("Stripe booking holds and session checks on %s", (engine) => {
  const { app, stripe } = useStripeApp(engine, { TRUST_PROXY: "true" });

  /** Each test books its own day; `slot` picks the hour, so no two bookings overlap. */
  const book = (who: { email: string; address: string }, day: number, slot: number) =>
    app.fetch("/api/functions/complete-consultation-booking", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": who.address },
      body: JSON.stringify({
        name: "Holder",
        email: who.email,
        timezone: "EST",
        consultationType: "team",
        scheduledDate: weekdayAhead(20, day),
        scheduledTime: ["9:00 AM", "11:00 AM", "1:00 PM", "3:00 PM", "5:00 PM"][slot],
      }),
    });

  const sessionsOf = async (email: string) =>
    (
      await app.services.db
        .select({
          status: consultationBookings.status,
          sessionId: consultationBookings.paymentSessionId,
        })
        .from(consultationBookings)
        .where(eq(consultationBookings.email, email))
    ).map((row) => ({ status: row.status, sessionId: row.sessionId as string }));

  const webhook = (type: string, sessionId: string) => postStripeEvent(app, type, sessionId);

  test("at most two unpaid holds per e-mail address; paying one frees a place", async () => {
    const email = "greedy@example.com";
    expect((await book({ email, address: "10.1.0.1" }, 0, 0)).status).toBe(200);
    expect((await book({ email: email.toUpperCase(), address: "10.1.0.2" }, 0, 1)).status).toBe(
      200,
    );
    const third = await book({ email, address: "10.1.0.3" }, 0, 2);
    expect(third.status).toBe(429);
    expect((await third.json()).error).toContain(TOO_MANY);

    const [first] = await sessionsOf(email);
    stripe.pay(first?.sessionId as string);
    await webhook("checkout.session.completed", first?.sessionId as string);
    expect((await book({ email, address: "10.1.0.3" }, 0, 2)).status).toBe(200);
  });

  test("at most two unpaid holds per client address", async () => {
    const address = "10.2.0.1";
    expect((await book({ email: "a@example.com", address }, 1, 0)).status).toBe(200);
    expect((await book({ email: "b@example.com", address }, 1, 1)).status).toBe(200);
    expect((await book({ email: "c@example.com", address }, 1, 2)).status).toBe(429);
    expect(await sessionsOf("c@example.com")).toEqual([]);
    expect((await book({ email: "c@example.com", address: "10.2.0.2" }, 1, 2)).status).toBe(200);
  });

  test("IPv6 addresses in one /64 share one allowance", async () => {
    const book64 = (email: string, host: string, slot: number) =>
      book({ email, address: `2001:db8:13:7::${host}` }, 4, slot);
    expect((await book64("v6a@example.com", "1", 0)).status).toBe(200);
    expect((await book64("v6b@example.com", "2", 1)).status).toBe(200);
    expect((await book64("v6c@example.com", "a:b", 2)).status).toBe(429);
    const elsewhere = await book({ email: "v6c@example.com", address: "2001:db8:13:8::1" }, 4, 2);
    expect(elsewhere.status).toBe(200);
  });

  test("holds asked for at once are counted one after another", async () => {
    const email = "burst@example.com";
    const responses = await Promise.all(
      [0, 1, 2, 3, 4].map((slot) => book({ email, address: `10.3.0.${slot}` }, 2, slot)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
    expect(await sessionsOf(email)).toHaveLength(2);
  });

  test("a session paid in another currency or amount confirms no booking", async () => {
    const euro = { email: "euro@example.com", address: "10.4.0.1" };
    expect((await book(euro, 3, 0)).status).toBe(200);
    const [held] = await sessionsOf(euro.email);
    const sessionId = held?.sessionId as string;
    const session = stripe.sessions.get(sessionId);
    if (session) session.currency = "eur";
    stripe.pay(sessionId);

    await webhook("checkout.session.completed", sessionId);
    expect((await sessionsOf(euro.email))[0]?.status).toBe("held");
    expect((await app.fetch(`/consultation-success?session_id=${sessionId}`)).status).toBe(404);
    const scheduled = await app.fetch("/api/functions/complete-consultation-booking", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        sessionId,
        consultationType: "team",
        scheduledDate: weekdayAhead(20, 3),
        scheduledTime: "3:00 PM",
        timezone: "EST",
      }),
    });
    expect(scheduled.status).toBe(400);
    expect((await sessionsOf(euro.email))[0]?.status).toBe("held");

    const short = { email: "short@example.com", address: "10.4.0.2" };
    expect((await book(short, 3, 2)).status).toBe(200);
    const shortId = (await sessionsOf(short.email))[0]?.sessionId as string;
    const shortSession = stripe.sessions.get(shortId);
    if (shortSession) shortSession.amount_total = 100;
    stripe.pay(shortId);
    await webhook("checkout.session.completed", shortId);
    expect((await sessionsOf(short.email))[0]?.status).toBe("held");
  });
});
