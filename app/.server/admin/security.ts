import {
  clearAccountLock,
  listLockedAccounts,
  listRecentLoginAttempts,
} from "#app/.server/accounts/login-attempts.ts";
import type { Database } from "#app/.server/db/client.ts";
import { formatDateTime } from "./format.ts";

/** Core document section 9: the monitor shows the 20 most recent attempts. */
export const LOGIN_ATTEMPTS_SHOWN = 20;

export type SecurityOverview = {
  attempts: {
    id: string;
    email: string;
    success: boolean;
    ipAddress: string | null;
    at: string;
    atIso: string;
  }[];
  locked: { email: string; failures: number; lockedUntil: string; lockedUntilIso: string }[];
};

export async function getSecurityOverview(
  db: Database,
  now: Date = new Date(),
): Promise<SecurityOverview> {
  const [attempts, locked] = await Promise.all([
    listRecentLoginAttempts(db, LOGIN_ATTEMPTS_SHOWN),
    listLockedAccounts(db, now),
  ]);
  return {
    attempts: attempts.map((attempt) => ({
      id: attempt.id,
      email: attempt.email,
      success: attempt.success,
      ipAddress: attempt.ipAddress,
      at: formatDateTime(attempt.createdAt),
      atIso: attempt.createdAt.toISOString(),
    })),
    locked: locked
      .sort((a, b) => a.email.localeCompare(b.email))
      .map((account) => ({
        email: account.email,
        failures: account.failures,
        lockedUntil: formatDateTime(account.lockedUntil),
        lockedUntilIso: account.lockedUntil.toISOString(),
      })),
  };
}

/** An admin lifts a sign-in lock; the failures stay on record for the monitor. */
export async function clearSignInLock(db: Database, email: string): Promise<void> {
  await clearAccountLock(db, email);
}
