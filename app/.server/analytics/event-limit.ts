import { randomInt } from "node:crypto";
import { limitingKey } from "#app/.server/limiting-key.ts";

export type EventAllowance = { perMinute: number; perDay: number };

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type EventLimiter = { allow: (address: string, now?: number) => LimitVerdict };

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * Daily counts live in a fixed table of slots chosen by a hash of the client's key, not in a map
 * by key: a sender holding many IPv6 /64s could otherwise add a map entry per /64 for a whole day.
 * Two clients that share a slot share its allowance, which only matters when one of them sends far
 * more than a person does, and then costs analytics only.
 */
const DAY_SLOTS = 65_536;

/** FNV-1a from a seed of this process's own, so nobody can pick addresses that share a victim's slot. */
function slotOf(key: string, seed: number): number {
  let hash = seed;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 16_777_619);
  return (hash >>> 0) % DAY_SLOTS;
}

/**
 * A per-instance cap on how many events one client may send per minute and per UTC day. Unlike
 * the form limits this is kept in memory: a database round trip per page view would cost more
 * than the event itself, and an allowance multiplied by the number of instances only lets a few
 * more analytics events through, never an account or a payment (see docs/decisions). A refused
 * event is not counted, so a client that waits gets its allowance back.
 */
export function createEventLimiter(allowance: EventAllowance): EventLimiter {
  const seed = randomInt(2 ** 32 - 1);
  let minuteStart = 0;
  let minuteCounts = new Map<string, number>();
  let day = 0;
  const dayCounts = new Uint32Array(DAY_SLOTS);
  return {
    allow(address, now = Date.now()) {
      if (now - minuteStart >= MINUTE_MS) {
        minuteStart = now;
        minuteCounts = new Map();
      }
      const today = Math.floor(now / DAY_MS);
      if (today !== day) {
        day = today;
        dayCounts.fill(0);
      }
      const key = limitingKey(address);
      const usedThisMinute = minuteCounts.get(key) ?? 0;
      if (usedThisMinute >= allowance.perMinute) return { allowed: false, retryAfterSeconds: 60 };
      const slot = slotOf(key, seed);
      const usedToday = dayCounts[slot] ?? 0;
      if (usedToday >= allowance.perDay) {
        const untilMidnight = (today + 1) * DAY_MS - now;
        return { allowed: false, retryAfterSeconds: Math.ceil(untilMidnight / 1000) };
      }
      minuteCounts.set(key, usedThisMinute + 1);
      dayCounts[slot] = usedToday + 1;
      return { allowed: true };
    },
  };
}
