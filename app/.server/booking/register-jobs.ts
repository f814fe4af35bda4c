import type { AppServices } from "#app/.server/services.ts";
import { sendReminder } from "./reminder-job.ts";
import { REMINDER_JOB } from "./reminders.ts";

/** The booking work the job runner does: each consultation's reminder, a day before it starts. */
export function registerBookingJobs(services: AppServices): void {
  services.jobs.register(REMINDER_JOB, (payload) => sendReminder(services, payload));
}
