import { and, eq, gt, lt, or } from "drizzle-orm";
import { tierCalendar } from "#app/.server/availability/calendar-rules.ts";
import type { Database } from "#app/.server/db/client.ts";
import { consultationBookings } from "#app/.server/db/schema.ts";
import { clashes, daySlots, slotProblem, withinWindow } from "#app/lib/booking/availability.ts";
import type { DaySlot } from "#app/lib/booking/booking-state.ts";
import { TIERS, type TierKey } from "#app/lib/booking/tiers.ts";

/**
 * A day's slots for a tier, on the calendar that serves it (none outside the booking window):
 * a slot is offered when the rules
 * allow it (hours, overrides, notice, horizon, on the server's clock) and the whole session fits,
 * with the calendar's buffer, beside its confirmed bookings and unexpired holds.
 */
export async function dayAvailability(
  db: Database,
  date: string,
  tier: TierKey,
  now: Date,
): Promise<DaySlot[]> {
  const { calendarId, rules } = await tierCalendar(db, tier, now);
  const slots = withinWindow(rules, date, now) ? daySlots(rules, date) : [];
  const first = slots[0];
  const last = slots.at(-1);
  if (!first || !last) return [];
  const duration = TIERS[tier].durationMinutes * 60_000;
  const buffer = rules.bufferMinutes * 60_000;
  const busy = await db
    .select({ start: consultationBookings.scheduledAt, end: consultationBookings.endsAt })
    .from(consultationBookings)
    .where(
      and(
        eq(consultationBookings.calendarId, calendarId),
        lt(consultationBookings.scheduledAt, new Date(last.startsAt.getTime() + duration + buffer)),
        gt(consultationBookings.endsAt, new Date(first.startsAt.getTime() - buffer)),
        or(
          eq(consultationBookings.status, "confirmed"),
          and(eq(consultationBookings.status, "held"), gt(consultationBookings.holdExpiresAt, now)),
        ),
      ),
    );
  const booked = busy.flatMap((row) =>
    row.start && row.end ? [{ start: row.start, end: row.end }] : [],
  );
  return slots.map(({ time, startsAt }) => ({
    time,
    startsAt: startsAt.toISOString(),
    available:
      slotProblem(rules, date, time, now) === null &&
      !clashes(
        { start: startsAt, end: new Date(startsAt.getTime() + duration) },
        booked,
        rules.bufferMinutes,
      ),
  }));
}
