import { and, count, eq, gt, lt, min } from "drizzle-orm";
import { lockForTransaction } from "#app/.server/db/advisory-lock.ts";
import type { Database } from "#app/.server/db/client.ts";
import { rateLimitEvents } from "#app/.server/db/schema.ts";
import { limitingKey } from "#app/.server/limiting-key.ts";
import { clientAddress } from "#app/.server/web/client-address.ts";

export type RateLimitRule = {
  /** What is being limited, e.g. "employee-sign-in" or "contact-form". */
  bucket: string;
  /** How many actions one key may take within the window. */
  limit: number;
  windowSeconds: number;
};

/** A rule and what a refused sender is told, given how long until the window lets them in. */
export type LimitedAction = RateLimitRule & { message: (retryAfterSeconds: number) => string };

export type RateLimitResult =
  | { allowed: true; hitId: string }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one action for `key` (usually the client address, counted by its limiting key) and says
 * whether it is within the rule. Counters live in the database, so every instance of the app
 * shares them; the count and the new row happen under one lock per bucket and key, so requests
 * sent all at once cannot slip past the limit together. A refused action is not counted, so a
 * client that waits out the window gets its full allowance back.
 */
export async function hitRateLimit(
  db: Database,
  rule: RateLimitRule,
  key: string,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const counted = limitingKey(key);
  const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
  const result = await db.transaction(async (tx): Promise<RateLimitResult> => {
    await lockForTransaction(tx, `rate-limit:${rule.bucket}:${counted}`);
    const [row] = await tx
      .select({ used: count(), oldest: min(rateLimitEvents.createdAt) })
      .from(rateLimitEvents)
      .where(
        and(
          eq(rateLimitEvents.bucket, rule.bucket),
          eq(rateLimitEvents.key, counted),
          gt(rateLimitEvents.createdAt, windowStart),
        ),
      );
    if ((row?.used ?? 0) >= rule.limit) {
      const freesAt = (row?.oldest?.getTime() ?? now.getTime()) + rule.windowSeconds * 1000;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)),
      };
    }
    const [hit] = await tx
      .insert(rateLimitEvents)
      .values({ bucket: rule.bucket, key: counted, createdAt: now })
      .returning({ id: rateLimitEvents.id });
    return { allowed: true, hitId: hit?.id ?? "" };
  });
  if (result.allowed) await trimOldEvents(db, rule, now);
  return result;
}

/** What an action does about a refusal: show `message`, answer with `init` (429 and Retry-After). */
export type RateLimitVerdict =
  | { allowed: true; hitId: string }
  | {
      allowed: false;
      message: string;
      init: { status: 429; headers: { "Retry-After": string } };
    };

/**
 * The one way an action applies a limit from RATE_LIMITS to the sender's address. It answers with
 * the parts of the refusal rather than a response, as each action wraps its errors its own way (a
 * Conform reply, a JSON `error`).
 */
export async function enforceRateLimit(
  db: Database,
  request: Request,
  action: LimitedAction,
): Promise<RateLimitVerdict> {
  const verdict = await hitRateLimit(db, action, clientAddress(request));
  if (verdict.allowed) return verdict;
  return {
    allowed: false,
    message: action.message(verdict.retryAfterSeconds),
    init: { status: 429, headers: { "Retry-After": String(verdict.retryAfterSeconds) } },
  };
}

/**
 * Takes back one counted action, for limits that count only failures: the attempt is counted
 * before it is checked (so concurrent attempts cannot all pass), then forgotten if it succeeded.
 */
export async function forgetRateLimitHit(db: Database, hitId: string): Promise<void> {
  await db.delete(rateLimitEvents).where(eq(rateLimitEvents.id, hitId));
}

/**
 * Old rows are useless once outside every window; trimming keeps the table small. It runs outside
 * the counting lock, so two trims can collide; losing one costs nothing, as the next trim catches up.
 */
async function trimOldEvents(db: Database, rule: RateLimitRule, now: Date): Promise<void> {
  await db
    .delete(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, rule.bucket),
        lt(rateLimitEvents.createdAt, new Date(now.getTime() - rule.windowSeconds * 2000)),
      ),
    )
    .catch(() => undefined);
}
