import type { Database } from "#app/.server/db/client.ts";
import type { PaymentProvider } from "#app/.server/payments/provider.ts";
import { refuseWithoutPayments } from "#app/.server/payments/unavailable-provider.ts";
import { BOOKING_MESSAGES } from "#app/lib/booking/messages.ts";
import type { TierKey } from "#app/lib/booking/tiers.ts";
import type { TimezoneKey } from "#app/lib/booking/timezones.ts";
import type { BookingView } from "./booking-record.ts";
import { type PlacedSlot, placeSlot, slotRefusal } from "./place-slot.ts";

/** What the booking endpoint answers: a booking, a hosted payment page to go to, or a refusal. */
export type BookingOutcome =
  | { ok: true; booking: BookingView }
  | { ok: true; checkoutUrl: string }
  | {
      ok: false;
      status: 400 | 402 | 404 | 409 | 429 | 502 | 503;
      error: string;
      code?: "slot_taken";
    };

export const taken = {
  ok: false,
  status: 409,
  error: BOOKING_MESSAGES.slotTaken,
  code: "slot_taken",
} as const;

type SlotChoice = { ok: true; slot: PlacedSlot } | { ok: false; refusal: BookingOutcome };

/**
 * The slot a payload asks for, placed on its tier's calendar, or the reason the rules refuse it
 * (on the server's clock).
 */
async function chooseSlot(
  db: Database,
  payload: {
    consultationType: TierKey;
    scheduledDate: string;
    scheduledTime: string;
    timezone: string;
  },
  now: Date,
): Promise<SlotChoice> {
  const placed = await placeSlot(
    db,
    {
      tier: payload.consultationType,
      date: payload.scheduledDate,
      time: payload.scheduledTime,
      timezone: payload.timezone as TimezoneKey,
    },
    now,
  );
  return placed.ok
    ? placed
    : {
        ok: false,
        refusal: { ok: false, status: 400, error: slotRefusal(placed.problem, placed.rules) },
      };
}

/** A paid booking is refused before anything else when the site takes no payments. */
export async function choosePaidSlot(
  services: { db: Database; payments: PaymentProvider },
  payload: Parameters<typeof chooseSlot>[1],
  now: Date,
): Promise<SlotChoice> {
  const unavailable = refuseWithoutPayments(services.payments);
  return unavailable ? { ok: false, refusal: unavailable } : chooseSlot(services.db, payload, now);
}
