import type { Logger } from "pino";
import { insertUnderDailyCap } from "#app/.server/analytics/daily-cap.ts";
import type { analyticsEvents } from "#app/.server/db/analytics-schema.ts";
import type { Database } from "#app/.server/db/client.ts";

export type StoredEvent = typeof analyticsEvents.$inferInsert;

export type EventBuffer = {
  add: (event: StoredEvent) => void;
  /** Writes everything added so far; shutdown and readers that want the latest figures call it. */
  flush: () => Promise<void>;
};

const MAX_BATCH = 500;
const FLUSH_AFTER_MS = 250;

/**
 * Events are written in batches: one insert of many rows costs little more than one of a single
 * row, which is what lets one instance take thousands of page views a second. A batch waits at
 * most a quarter of a second; what a crash loses is that much analytics, never a business record.
 * Batches are written under the site's cap of `dailyCap` events a day.
 */
export function createEventBuffer(options: {
  db: Database;
  logger: Logger;
  dailyCap: number;
}): EventBuffer {
  const { db, logger, dailyCap } = options;
  let pending: StoredEvent[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  function write(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = [];
    if (batch.length === 0) return writing;
    writing = writing
      .then(() => insertUnderDailyCap(db, batch, dailyCap))
      .then(
        () => undefined,
        (error: unknown) =>
          logger.error({ err: error, events: batch.length }, "analytics write failed"),
      );
    return writing;
  }

  return {
    add(event) {
      pending.push(event);
      if (pending.length >= MAX_BATCH) {
        void write();
      } else if (!timer) {
        timer = setTimeout(write, FLUSH_AFTER_MS);
        timer.unref();
      }
    },
    flush: write,
  };
}
