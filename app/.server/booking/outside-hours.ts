import { and, asc, eq, gt } from "drizzle-orm";
import { calendarRules } from "#app/.server/availability/calendar-rules.ts";
import type { Database } from "#app/.server/db/client.ts";
import { consultationBookings } from "#app/.server/db/schema.ts";
import { type CalendarRules, daySlots } from "#app/lib/booking/availability.ts";
import { TIER_NAMES } from "#app/lib/booking/tier-names.ts";
import { isTierKey } from "#app/lib/booking/tiers.ts";
import { dateInZone } from "#app/lib/booking/zoned-time.ts";

export type BookingOutsideHours = {
  id: string;
  name: string;
  email: string;
  title: string;
  calendarId: number;
  startsAt: string;
};

/** Whether the calendar, as it stands, would offer a start at that instant. */
function offersStart(rules: CalendarRules, start: Date): boolean {
  return daySlots(rules, dateInZone(start, rules.zone)).some(
    (slot) => slot.startsAt.getTime() === start.getTime(),
  );
}

/**
 * Coming confirmed bookings that their calendar's hours no longer offer (a day off added over
 * them, hours shortened): they are kept, and the admin sees them to arrange something else.
 */
export async function bookingsOutsideHours(
  db: Database,
  now: Date,
): Promise<BookingOutsideHours[]> {
  const rows = await db
    .select({
      id: consultationBookings.id,
      name: consultationBookings.name,
      email: consultationBookings.email,
      tier: consultationBookings.consultationType,
      durationMinutes: consultationBookings.durationMinutes,
      calendarId: consultationBookings.calendarId,
      startsAt: consultationBookings.scheduledAt,
    })
    .from(consultationBookings)
    .where(
      and(eq(consultationBookings.status, "confirmed"), gt(consultationBookings.scheduledAt, now)),
    )
    .orderBy(asc(consultationBookings.scheduledAt));
  const rules = new Map<number, CalendarRules>();
  for (const calendarId of new Set(rows.map((row) => row.calendarId))) {
    rules.set(calendarId, await calendarRules(db, calendarId, now));
  }
  return rows.flatMap((row) => {
    const calendar = rules.get(row.calendarId);
    if (!row.startsAt || !calendar || offersStart(calendar, row.startsAt)) return [];
    const tier = isTierKey(row.tier) ? TIER_NAMES[row.tier] : row.tier;
    return [
      {
        id: row.id,
        name: row.name,
        email: row.email,
        title: `${tier} consultation · ${row.durationMinutes} min`,
        calendarId: row.calendarId,
        startsAt: row.startsAt.toISOString(),
      },
    ];
  });
}
