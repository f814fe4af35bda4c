import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { consultationBookings } from "#app/.server/db/schema.ts";
import { bookingServicesForFile, holdTestSlot, NOW } from "#tests/support/booking-services.ts";
import { placeSlot } from "./place-slot.ts";
import { settleCheckoutSession } from "./settle-checkout.ts";
import { attachCheckoutSession, holdSlot } from "./slot-store.ts";

const PAID_TEAM = "test_session_paid_team_settle";

const booking = bookingServicesForFile();

describe("settleCheckoutSession", () => {
  test("a paid session confirms the hold it was opened for and mails the confirmation", async () => {
    const holdId = await holdTestSlot(booking.services, { unpaid: true });
    await attachCheckoutSession(booking.services.db, holdId, PAID_TEAM);

    const result = await settleCheckoutSession(booking.services, PAID_TEAM, NOW);

    expect(result).toMatchObject({ state: "paid", tier: "team", booking: { id: holdId } });
    expect(await booking.snapshot()).toMatchSnapshot();
  });

  test("settling twice (success page and webhook) confirms and mails once", async () => {
    const holdId = await holdTestSlot(booking.services, { unpaid: true });
    await attachCheckoutSession(booking.services.db, holdId, PAID_TEAM);
    await settleCheckoutSession(booking.services, PAID_TEAM, NOW);
    const settled = await booking.snapshot();

    await settleCheckoutSession(booking.services, PAID_TEAM, NOW);
    expect(await booking.snapshot()).toEqual(settled);
  });

  test("a payment that arrives after someone else took the time keeps the booking paid, unscheduled", async () => {
    const holdId = await holdTestSlot(booking.services, { unpaid: true });
    await attachCheckoutSession(booking.services.db, holdId, PAID_TEAM);
    // The hold lapsed and another person booked the same time.
    await booking.services.db
      .update(consultationBookings)
      .set({ status: "expired" })
      .where(eq(consultationBookings.id, holdId));
    const placed = await placeSlot(
      booking.services.db,
      { tier: "team", date: "2031-03-10", time: "10:00 AM", timezone: "EST" },
      NOW,
    );
    if (!placed.ok) throw new Error(placed.problem);
    const other = await holdSlot(booking.services.db, {
      details: { name: "Bo", email: "bo@example.com", phone: null, company: null, message: null },
      slot: placed.slot,
      userId: null,
      now: NOW,
      paymentMode: "test",
      status: "confirmed",
    });
    expect(other.ok).toBe(true);

    const result = await settleCheckoutSession(booking.services, PAID_TEAM, NOW);

    expect(result).toMatchObject({ state: "paid", booking: { id: holdId, status: "paid" } });
    const { bookings, mail } = await booking.snapshot();
    expect(
      bookings.map(({ email, status, scheduledAt }) => ({ email, status, scheduledAt })),
    ).toEqual([
      { email: "bo@example.com", status: "confirmed", scheduledAt: "2031-03-10T14:00:00.000Z" },
      { email: "ada@example.com", status: "paid", scheduledAt: null },
    ]);
    expect(mail).toEqual([
      {
        to: "ada@example.com",
        subject: "Choose a time for your Team consultation",
        attachments: [],
      },
    ]);
  });

  test("an unpaid or unknown session, or one paying for another tier, confirms nothing", async () => {
    const holdId = await holdTestSlot(booking.services, { unpaid: true });
    await attachCheckoutSession(booking.services.db, holdId, "test_session_paid_founder_other");
    const held = await booking.snapshot();

    expect(await settleCheckoutSession(booking.services, "test_session_unpaid_x", NOW)).toEqual({
      state: "unpaid",
    });
    expect(await settleCheckoutSession(booking.services, "cs_nobody_knows", NOW)).toEqual({
      state: "unknown",
    });
    // A Founder session attached to a Team hold paid another amount than the booking's price.
    expect(
      await settleCheckoutSession(booking.services, "test_session_paid_founder_other", NOW),
    ).toEqual({
      state: "unknown",
    });
    expect(await booking.snapshot()).toEqual(held);
  });
});
