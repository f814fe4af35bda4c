import { and, count, desc, eq, gt, isNull, max, sql } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { loginAttempts } from "#app/.server/db/schema.ts";

/**
 * Repeated failures slow sign-in down: an account is locked after 5 failures within 15 minutes,
 * an address after 20 (many accounts tried from one place). A success or an admin clears the count.
 */
export const LOGIN_THROTTLE = { perAccount: 5, perAddress: 20, windowMinutes: 15 } as const;

const windowStart = (now: Date) =>
  new Date(now.getTime() - LOGIN_THROTTLE.windowMinutes * 60 * 1000);

export async function recordLoginAttempt(
  db: Database,
  attempt: { email: string; success: boolean; ipAddress: string | null },
): Promise<void> {
  await db.insert(loginAttempts).values(attempt);
  if (attempt.success) {
    await db
      .update(loginAttempts)
      .set({ clearedAt: new Date() })
      .where(
        and(
          eq(loginAttempts.email, attempt.email),
          eq(loginAttempts.success, false),
          isNull(loginAttempts.clearedAt),
        ),
      );
  }
}

async function countedFailures(
  db: Database,
  filter: ReturnType<typeof eq>,
  now: Date,
): Promise<{ failures: number; latest: Date | null }> {
  const [row] = await db
    .select({ failures: count(), latest: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(
        filter,
        eq(loginAttempts.success, false),
        isNull(loginAttempts.clearedAt),
        gt(loginAttempts.createdAt, windowStart(now)),
      ),
    );
  return { failures: row?.failures ?? 0, latest: row?.latest ?? null };
}

export type ThrottleVerdict =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number; scope: "account" | "address" };

const retryAfter = (latest: Date | null, now: Date) =>
  Math.max(
    60,
    Math.ceil(
      ((latest ?? now).getTime() + LOGIN_THROTTLE.windowMinutes * 60 * 1000 - now.getTime()) / 1000,
    ),
  );

export async function checkLoginThrottle(
  db: Database,
  key: { email: string; ipAddress: string | null },
  now: Date = new Date(),
): Promise<ThrottleVerdict> {
  const account = await countedFailures(db, eq(loginAttempts.email, key.email), now);
  if (account.failures >= LOGIN_THROTTLE.perAccount) {
    return { allowed: false, scope: "account", retryAfterSeconds: retryAfter(account.latest, now) };
  }
  if (key.ipAddress) {
    const address = await countedFailures(db, eq(loginAttempts.ipAddress, key.ipAddress), now);
    if (address.failures >= LOGIN_THROTTLE.perAddress) {
      return {
        allowed: false,
        scope: "address",
        retryAfterSeconds: retryAfter(address.latest, now),
      };
    }
  }
  return { allowed: true };
}

export type LoginAttemptRow = {
  id: string;
  email: string;
  success: boolean;
  ipAddress: string | null;
  createdAt: Date;
};

/** The most recent attempts, newest first (the security monitor shows 20). */
export async function listRecentLoginAttempts(
  db: Database,
  limit = 20,
): Promise<LoginAttemptRow[]> {
  return db
    .select({
      id: loginAttempts.id,
      email: loginAttempts.email,
      success: loginAttempts.success,
      ipAddress: loginAttempts.ipAddress,
      createdAt: loginAttempts.createdAt,
    })
    .from(loginAttempts)
    .orderBy(desc(loginAttempts.createdAt))
    .limit(limit);
}

/** Accounts locked right now, with when the lock lifts on its own. */
export async function listLockedAccounts(
  db: Database,
  now: Date = new Date(),
): Promise<{ email: string; failures: number; lockedUntil: Date }[]> {
  const rows = await db
    .select({ email: loginAttempts.email, failures: count(), latest: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.success, false),
        isNull(loginAttempts.clearedAt),
        gt(loginAttempts.createdAt, windowStart(now)),
      ),
    )
    .groupBy(loginAttempts.email)
    .having(sql`count(*) >= ${LOGIN_THROTTLE.perAccount}`);
  return rows.map((row) => ({
    email: row.email,
    failures: row.failures,
    lockedUntil: new Date((row.latest ?? now).getTime() + LOGIN_THROTTLE.windowMinutes * 60 * 1000),
  }));
}

/** An admin lifts a lock: the failures stay on record but stop counting. */
export async function clearAccountLock(db: Database, email: string): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ clearedAt: new Date() })
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.success, false),
        isNull(loginAttempts.clearedAt),
      ),
    );
}
