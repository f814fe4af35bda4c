import { and, count, eq, gt, lt } from "drizzle-orm";
import { CLIENT_IP_HEADER } from "#app/.server/auth.ts";
import type { Database } from "#app/.server/db/client.ts";
import { rateLimitEvents } from "#app/.server/db/schema.ts";

export type RateLimitRule = {
  /** What is being limited, e.g. "employee-sign-in" or "contact-form". */
  bucket: string;
  /** How many actions one key may take within the window. */
  limit: number;
  windowSeconds: number;
};

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one action for `key` (usually the client address) and says whether it is within the rule.
 * Counters live in the database, so every instance of the app shares them. A refused action is not
 * counted, so a client that waits out the window gets its full allowance back.
 */
export async function hitRateLimit(
  db: Database,
  rule: RateLimitRule,
  key: string,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
  const inWindow = and(
    eq(rateLimitEvents.bucket, rule.bucket),
    eq(rateLimitEvents.key, key),
    gt(rateLimitEvents.createdAt, windowStart),
  );
  const [row] = await db.select({ used: count() }).from(rateLimitEvents).where(inWindow);
  if ((row?.used ?? 0) >= rule.limit) {
    const [oldest] = await db
      .select({ createdAt: rateLimitEvents.createdAt })
      .from(rateLimitEvents)
      .where(inWindow)
      .orderBy(rateLimitEvents.createdAt)
      .limit(1);
    const freesAt = (oldest?.createdAt.getTime() ?? now.getTime()) + rule.windowSeconds * 1000;
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)),
    };
  }
  await db.insert(rateLimitEvents).values({ bucket: rule.bucket, key, createdAt: now });
  // Old rows are useless once outside every window; trimming here keeps the table small.
  await db
    .delete(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, rule.bucket),
        lt(rateLimitEvents.createdAt, new Date(now.getTime() - rule.windowSeconds * 2000)),
      ),
    );
  return { allowed: true };
}

/** The client address Express trusted and passed on, or a shared key when none is known. */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}
