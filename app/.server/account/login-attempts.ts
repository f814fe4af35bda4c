import { and, count, desc, eq, gt, isNull, min, type SQL } from "drizzle-orm";
import { lockForTransaction } from "#app/.server/db/advisory-lock.ts";
import type { Database } from "#app/.server/db/client.ts";
import type { Transaction } from "#app/.server/db/insert-account.ts";
import { loginAttempts } from "#app/.server/db/security-schema.ts";
import { limitingKey } from "#app/.server/limiting-key.ts";

/**
 * Repeated failures slow sign-in down, but only where they come from: 5 failures within 15 minutes
 * lock one account from one address (an IPv6 /64), 20 lock the address for every account. An
 * account is never locked for everyone, so nobody can lock a person out by guessing from afar.
 * A success clears that account's failures from that address; a password reset or an admin
 * clears all of the account's failures.
 */
const LOGIN_THROTTLE = {
  perAccountAndAddress: 5,
  perAddress: 20,
  windowMinutes: 15,
} as const;

const WINDOW_MS = LOGIN_THROTTLE.windowMinutes * 60 * 1000;
const windowStart = (now: Date) => new Date(now.getTime() - WINDOW_MS);

/** The address a sign-in is counted under; every unknown address shares one key. */
const loginClientKey = (ipAddress: string | null) => limitingKey(ipAddress ?? "unknown");

/** Failures that still count: not cleared and inside the window. */
const counting = (filter: SQL | undefined, now: Date) =>
  and(
    filter,
    eq(loginAttempts.success, false),
    isNull(loginAttempts.clearedAt),
    gt(loginAttempts.createdAt, windowStart(now)),
  );

async function countedFailures(tx: Transaction, filter: SQL | undefined, now: Date) {
  const [row] = await tx
    .select({ failures: count(), oldest: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(counting(filter, now));
  return { failures: row?.failures ?? 0, oldest: row?.oldest ?? null };
}

export type ThrottleVerdict =
  | { allowed: true; attemptId: string }
  | { allowed: false; retryAfterSeconds: number; scope: "account" | "address" };

/** The lock lifts when the oldest counted failure leaves the window. */
const retryAfter = (oldest: Date | null, now: Date) =>
  Math.max(1, Math.ceil(((oldest ?? now).getTime() + WINDOW_MS - now.getTime()) / 1000));

/**
 * Checks the throttle and, when the attempt may go ahead, records it as a failure at once, under a
 * lock on the address: concurrent attempts each see the ones before them, so twenty wrong
 * passwords sent together get no more than the limit through. `finishLoginAttempt` turns the
 * record into a success when the password was right.
 */
export async function beginLoginAttempt(
  db: Database,
  attempt: { email: string; ipAddress: string | null },
  now: Date = new Date(),
): Promise<ThrottleVerdict> {
  const clientKey = loginClientKey(attempt.ipAddress);
  return db.transaction(async (tx): Promise<ThrottleVerdict> => {
    await lockForTransaction(tx, `login:${clientKey}`);
    const fromHere = eq(loginAttempts.clientKey, clientKey);
    const pair = await countedFailures(
      tx,
      and(fromHere, eq(loginAttempts.email, attempt.email)),
      now,
    );
    if (pair.failures >= LOGIN_THROTTLE.perAccountAndAddress) {
      return { allowed: false, scope: "account", retryAfterSeconds: retryAfter(pair.oldest, now) };
    }
    const address = await countedFailures(tx, fromHere, now);
    if (address.failures >= LOGIN_THROTTLE.perAddress) {
      return {
        allowed: false,
        scope: "address",
        retryAfterSeconds: retryAfter(address.oldest, now),
      };
    }
    const [row] = await tx
      .insert(loginAttempts)
      .values({ ...attempt, clientKey, success: false, createdAt: now })
      .returning({ id: loginAttempts.id });
    return { allowed: true, attemptId: row?.id ?? "" };
  });
}

/**
 * A right password: the attempt becomes a success and the account's failures from here stop
 * counting. Before a second factor (`secondFactorNext`) the failures stay counted until the code is
 * right too, so a stolen password cannot wipe out the record of wrong codes between guesses.
 */
export async function finishLoginAttempt(
  db: Database,
  attemptId: string,
  options: { secondFactorNext?: boolean } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const [attempt] = await tx
      .update(loginAttempts)
      .set({ success: true })
      .where(eq(loginAttempts.id, attemptId))
      .returning({ email: loginAttempts.email, clientKey: loginAttempts.clientKey });
    if (!attempt?.clientKey || options.secondFactorNext) return;
    await tx
      .update(loginAttempts)
      .set({ clearedAt: new Date() })
      .where(
        and(
          eq(loginAttempts.email, attempt.email),
          eq(loginAttempts.clientKey, attempt.clientKey),
          eq(loginAttempts.success, false),
          isNull(loginAttempts.clearedAt),
        ),
      );
  });
}

async function clearFailures(db: Database, filter: SQL | undefined): Promise<number> {
  const cleared = await db
    .update(loginAttempts)
    .set({ clearedAt: new Date() })
    .where(and(filter, eq(loginAttempts.success, false), isNull(loginAttempts.clearedAt)))
    .returning({ id: loginAttempts.id });
  return cleared.length;
}

/** Lifts every lock on the account (a password reset, an admin): the failures stay on record. */
export function clearAccountFailures(db: Database, email: string): Promise<number> {
  return clearFailures(db, eq(loginAttempts.email, email.toLowerCase()));
}

/** Lifts an address's lock (an admin): its failures stay on record but stop counting. */
export function clearAddressFailures(db: Database, clientKey: string): Promise<number> {
  return clearFailures(db, eq(loginAttempts.clientKey, clientKey));
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

export type SignInLock = {
  email: string | null;
  clientKey: string;
  failures: number;
  lockedUntil: Date;
};

/** Locks in force now: accounts locked from one address, and addresses locked for everyone. */
export async function listSignInLocks(db: Database, now: Date = new Date()): Promise<SignInLock[]> {
  const failures = count();
  const oldest = min(loginAttempts.createdAt);
  const [pairs, addresses] = await Promise.all([
    db
      .select({ email: loginAttempts.email, clientKey: loginAttempts.clientKey, failures, oldest })
      .from(loginAttempts)
      .where(counting(undefined, now))
      .groupBy(loginAttempts.email, loginAttempts.clientKey),
    db
      .select({ clientKey: loginAttempts.clientKey, failures, oldest })
      .from(loginAttempts)
      .where(counting(undefined, now))
      .groupBy(loginAttempts.clientKey),
  ]);
  const lock = (row: { clientKey: string | null; failures: number; oldest: Date | null }) => ({
    clientKey: row.clientKey ?? "unknown",
    failures: row.failures,
    lockedUntil: new Date((row.oldest ?? now).getTime() + WINDOW_MS),
  });
  return [
    ...pairs
      .filter((row) => row.clientKey && row.failures >= LOGIN_THROTTLE.perAccountAndAddress)
      .map((row) => ({ email: row.email, ...lock(row) })),
    ...addresses
      .filter((row) => row.clientKey && row.failures >= LOGIN_THROTTLE.perAddress)
      .map((row) => ({ email: null, ...lock(row) })),
  ];
}
