import { and, eq, sql } from "drizzle-orm";
import { jobs } from "#app/.server/db/jobs-schema.ts";
import type { NotifyServices } from "#app/.server/notifications/notify-services.ts";

export const REMINDER_JOB = "consultation-reminder";

/** The reminder goes this long before a confirmed consultation starts. */
export const REMINDER_LEAD_MS = 24 * 60 * 60_000;

export type ReminderPayload = { bookingId: string; startsAt: string };

/**
 * Queues the reminder for this booking's start. The key names the booking and its start, so the
 * confirmation being sent twice queues one reminder, and a new start gets a reminder of its own.
 * A consultation that starts sooner than the lead time gets none: its confirmation just went out.
 */
export async function scheduleReminder(
  services: NotifyServices,
  booking: { id: string; startsAt: string | null },
  now: Date,
): Promise<void> {
  if (!booking.startsAt) return;
  const runAt = new Date(new Date(booking.startsAt).getTime() - REMINDER_LEAD_MS);
  if (runAt.getTime() <= now.getTime()) return;
  const payload: ReminderPayload = { bookingId: booking.id, startsAt: booking.startsAt };
  await services.jobs.enqueue(REMINDER_JOB, payload, {
    runAt,
    uniqueKey: `${REMINDER_JOB}:${booking.id}@${booking.startsAt}`,
  });
}

/** Drops the booking's waiting reminder (it was cancelled or moved); the job checks again anyway. */
export async function cancelReminders(services: NotifyServices, bookingId: string): Promise<void> {
  await services.db
    .delete(jobs)
    .where(
      and(
        eq(jobs.kind, REMINDER_JOB),
        eq(jobs.status, "pending"),
        sql`${jobs.payload}->>'bookingId' = ${bookingId}`,
      ),
    );
}
