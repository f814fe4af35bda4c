import { and, eq, gt, lt, or } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { consultationBookings } from "#app/.server/db/schema.ts";
import { SLOT_TIMES, slotProblem, slotStart } from "#app/lib/booking/slots.ts";
import { TIERS, type TierKey } from "#app/lib/booking/tiers.ts";
import { slotRange } from "./slot-store.ts";

export type SlotAvailability = { time: string; startsAt: string; available: boolean };

/**
 * The nine slots of a day for a tier: a slot is offered when it has not started (server clock)
 * and the whole session fits without overlapping a confirmed booking or an unexpired hold.
 */
export async function dayAvailability(
  db: Database,
  date: string,
  tier: TierKey,
  now: Date,
): Promise<SlotAvailability[]> {
  const first = slotStart(date, SLOT_TIMES[0] as string);
  const last = slotStart(date, SLOT_TIMES.at(-1) as string);
  if (!first || !last) return [];
  const dayEnd = new Date(last.getTime() + TIERS.founder.durationMinutes * 60_000);
  const busy = await db
    .select({ start: consultationBookings.scheduledAt, end: consultationBookings.endsAt })
    .from(consultationBookings)
    .where(
      and(
        lt(consultationBookings.scheduledAt, dayEnd),
        gt(consultationBookings.endsAt, first),
        or(
          eq(consultationBookings.status, "confirmed"),
          and(eq(consultationBookings.status, "held"), gt(consultationBookings.holdExpiresAt, now)),
        ),
      ),
    );
  return SLOT_TIMES.map((time) => {
    const range = slotRange({ tier, date, time }) as { start: Date; end: Date };
    const overlaps = busy.some(
      (b) => b.start && b.end && b.start < range.end && b.end > range.start,
    );
    return {
      time,
      startsAt: range.start.toISOString(),
      available: !overlaps && slotProblem(date, time, now) === null,
    };
  });
}
