import { randomUUID } from "node:crypto";
import { describe, expect, test, vi } from "vitest";
import { orders } from "#app/.server/db/shop-schema.ts";
import {
  bookingFlowPayload,
  bookingsOf,
  postBooking,
  weekdayAhead,
} from "#tests/support/booking.ts";
import { engines } from "#tests/support/database.ts";
import { rowsWhere } from "#tests/support/rows.ts";
import { postForm } from "#tests/support/sign-in.ts";
import { postStripeEvent } from "#tests/support/stripe.ts";
import { useStripeApp } from "#tests/support/use-test-app.ts";

describe.each(engines)(
  "the Stripe webhook settles what a session says it pays for, on %s",
  (engine) => {
    // Each booking comes from an address of its own, so the unpaid holds left here never hit the limit.
    const { app, stripe } = useStripeApp(engine, { TRUST_PROXY: "true" });
    let bookings = 0;

    /** A shop order waiting on Stripe's page. */
    async function pendingOrder(email: string) {
      const idempotencyKey = randomUUID();
      const response = await postForm(app, "/checkout", {
        email,
        idempotencyKey,
        lines: JSON.stringify([{ id: "wellness-guide", quantity: 1 }]),
      });
      expect(response.status).toBe(302);
      const [order] = await rowsWhere(app, orders, { idempotencyKey });
      return { id: order?.id as string, sessionId: order?.paymentSessionId as string };
    }

    /** A Team consultation held while its person is on Stripe's page, each on a day of its own. */
    async function heldBooking(email: string) {
      bookings += 1;
      const payload = bookingFlowPayload({ email, scheduledDate: weekdayAhead(20, bookings) });
      const response = await postBooking(app, payload, { "x-forwarded-for": `10.9.0.${bookings}` });
      expect(response.status).toBe(200);
      const [booking] = await bookingsOf(app, email);
      return { id: booking?.id as string, sessionId: booking?.paymentSessionId as string };
    }

    const orderStatus = async (id: string) => (await rowsWhere(app, orders, { id }))[0]?.status;
    const bookingStatus = async (email: string) => (await bookingsOf(app, email))[0]?.status;

    /** Gives a session other metadata (a session made elsewhere or before), then pays it. */
    function payWithMetadata(sessionId: string, metadata: Record<string, string>) {
      const session = stripe.sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      session.metadata = metadata;
      stripe.pay(sessionId);
    }

    const completed = async (sessionId: string) => {
      const response = await postStripeEvent(app, "checkout.session.completed", sessionId);
      expect(response.status).toBe(200);
    };

    test("an order's and a booking's sessions name what they pay for, and each settles its own", async () => {
      const order = await pendingOrder("kind-order@example.com");
      const booking = await heldBooking("kind-booking@example.com");
      expect(stripe.sessions.get(order.sessionId)?.metadata).toEqual({
        kind: "order",
        order_id: order.id,
      });
      expect(stripe.sessions.get(booking.sessionId)?.metadata).toEqual({
        kind: "booking",
        booking_id: booking.id,
        tier: "team",
      });

      stripe.pay(order.sessionId);
      stripe.pay(booking.sessionId);
      await completed(booking.sessionId);
      expect(await bookingStatus("kind-booking@example.com")).toBe("confirmed");
      expect(await orderStatus(order.id)).toBe("pending");
      await completed(order.sessionId);
      expect(await orderStatus(order.id)).toBe("paid");
    });

    test("the kind picks the settler: a session is never tried as the other kind", async () => {
      const order = await pendingOrder("named-booking@example.com");
      const booking = await heldBooking("named-order@example.com");
      payWithMetadata(order.sessionId, { kind: "booking", booking_id: order.id, tier: "team" });
      payWithMetadata(booking.sessionId, { kind: "order", order_id: booking.id, tier: "team" });

      await completed(order.sessionId);
      await completed(booking.sessionId);
      expect(await orderStatus(order.id)).toBe("pending");
      expect(await bookingStatus("named-order@example.com")).toBe("held");
    });

    test("a session that does not say what it pays for is acknowledged, logged and left alone", async () => {
      const warn = vi.spyOn(app.services.logger, "warn");
      try {
        const order = await pendingOrder("no-kind@example.com");
        const booking = await heldBooking("unknown-kind@example.com");
        const ambiguous = await pendingOrder("both-keys@example.com");
        payWithMetadata(order.sessionId, {});
        payWithMetadata(booking.sessionId, {
          kind: "gift-card",
          booking_id: booking.id,
          tier: "team",
        });
        payWithMetadata(ambiguous.sessionId, { order_id: ambiguous.id, booking_id: booking.id });

        for (const { sessionId } of [order, booking, ambiguous]) await completed(sessionId);
        expect(await orderStatus(order.id)).toBe("pending");
        expect(await bookingStatus("unknown-kind@example.com")).toBe("held");
        expect(await orderStatus(ambiguous.id)).toBe("pending");
        for (const { sessionId } of [order, booking, ambiguous]) {
          expect(warn).toHaveBeenCalledWith(
            expect.objectContaining({ sessionId, type: "checkout.session.completed" }),
            "a checkout session that does not say what it pays for was left alone",
          );
        }
      } finally {
        warn.mockRestore();
      }
    });

    test("sessions opened before they named a kind still settle by their one id key", async () => {
      const order = await pendingOrder("old-order@example.com");
      const booking = await heldBooking("old-booking@example.com");
      payWithMetadata(order.sessionId, { order_id: order.id });
      payWithMetadata(booking.sessionId, { booking_id: booking.id, tier: "team" });

      await completed(order.sessionId);
      await completed(booking.sessionId);
      expect(await orderStatus(order.id)).toBe("paid");
      expect(await bookingStatus("old-booking@example.com")).toBe("confirmed");
    });
  },
);
