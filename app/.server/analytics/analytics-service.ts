import type { Logger } from "pino";
import { createEventBuffer, type EventBuffer } from "#app/.server/analytics/event-buffer.ts";
import {
  createEventLimiter,
  type EventAllowance,
  type EventLimiter,
} from "#app/.server/analytics/event-limit.ts";
import { ANALYTICS_ROLLUP_JOB, rollUpAnalytics } from "#app/.server/analytics/rollup.ts";
import { createSaltStore, type SaltStore } from "#app/.server/analytics/visitor.ts";
import type { Database } from "#app/.server/db/client.ts";
import type { JobRunner } from "#app/.server/jobs/runner.ts";

export type AnalyticsService = {
  buffer: EventBuffer;
  salts: SaltStore;
  limiter: EventLimiter;
};

/** The collection pipeline, and the nightly rollup on the durable job runner. */
export function createAnalytics(options: {
  db: Database;
  logger: Logger;
  jobs: JobRunner;
  retentionDays: number;
  /** Raw events the whole site stores in a UTC day; the rest are dropped and counted. */
  dailyEventCap: number;
  /** What one client address may send, per minute and per UTC day. */
  perAddress: EventAllowance;
}): AnalyticsService {
  const { db, logger, jobs, retentionDays, dailyEventCap, perAddress } = options;
  const buffer = createEventBuffer({ db, logger, dailyCap: dailyEventCap });
  jobs.register(
    ANALYTICS_ROLLUP_JOB,
    async (_payload, job) => {
      await buffer.flush();
      await rollUpAnalytics(db, job.now, retentionDays);
    },
    { maxAttempts: 3 },
  );
  jobs.scheduleDaily(ANALYTICS_ROLLUP_JOB, 0);
  return { buffer, salts: createSaltStore(db), limiter: createEventLimiter(perAddress) };
}
