const HOUR_MS = 60 * 60_000;

/** Waits between tries: 1, 2, 4, 8... minutes after each failure, at most an hour. */
export function retryDelayMs(attemptsMade: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attemptsMade - 1), HOUR_MS);
}

/**
 * The next time at `hour` o'clock UTC, strictly after `now`. Each day's run is keyed by this time,
 * so instances asking at once agree on one job, and a run missed while the site was down is still
 * pending (and runs) when it comes back.
 */
export function nextDailyRun(now: Date, hour: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour);
  return new Date(today > now.getTime() ? today : today + 24 * HOUR_MS);
}
