import { BOOKING_MESSAGES } from "#app/lib/booking/messages.ts";
import { slotProblem } from "#app/lib/booking/slots.ts";
import type { TierKey } from "#app/lib/booking/tiers.ts";
import type { TimezoneKey } from "#app/lib/booking/timezones.ts";
import type { BookingView } from "./booking-record.ts";
import type { SlotChoice } from "./slot-store.ts";

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

const SLOT_MESSAGES = {
  "invalid-date": "Please choose a date from the calendar.",
  "invalid-time": "Please choose one of the listed times.",
  weekend: "Consultations take place Monday to Friday. Please choose a weekday.",
  past: "That time has already passed. Please choose a later time.",
  "too-far": "That date is too far ahead. Please choose a date within the next 90 days.",
} as const;

export const taken = {
  ok: false,
  status: 409,
  error: BOOKING_MESSAGES.slotTaken,
  code: "slot_taken",
} as const;

/** The slot a payload asks for, with the reason it cannot be booked (on the server's clock). */
export function chooseSlot(
  payload: {
    consultationType: TierKey;
    scheduledDate: string;
    scheduledTime: string;
    timezone: string;
  },
  now: Date,
): { choice: SlotChoice; refusal: BookingOutcome | null } {
  const choice = {
    tier: payload.consultationType,
    date: payload.scheduledDate,
    time: payload.scheduledTime,
    timezone: payload.timezone as TimezoneKey,
  };
  const problem = slotProblem(choice.date, choice.time, now);
  return {
    choice,
    refusal: problem ? { ok: false, status: 400, error: SLOT_MESSAGES[problem] } : null,
  };
}
