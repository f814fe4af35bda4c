import { limitingKey } from "#app/.server/limiting-key.ts";

export type EventLimiter = { allow: (address: string, now?: number) => boolean };

/**
 * A per-instance cap on how many events one client may send per minute. Unlike the form limits
 * this is kept in memory: a database round trip per page view would cost more than the event
 * itself, and an allowance multiplied by the number of instances only lets a few more analytics
 * events through, never an account or a payment (see docs/decisions).
 */
export function createEventLimiter(perMinute: number): EventLimiter {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return {
    allow(address, now = Date.now()) {
      if (now - windowStart >= 60_000) {
        windowStart = now;
        counts = new Map();
      }
      const key = limitingKey(address);
      const used = counts.get(key) ?? 0;
      if (used >= perMinute) return false;
      counts.set(key, used + 1);
      return true;
    },
  };
}
