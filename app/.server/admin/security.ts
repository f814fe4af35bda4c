import {
  clearAccountFailures,
  clearAddressFailures,
  listRecentLoginAttempts,
  listSignInLocks,
} from "#app/.server/account/login-attempts.ts";
import { listAuditLog } from "#app/.server/audit/audit-log.ts";
import type { Database } from "#app/.server/db/client.ts";
import { formatDateTime } from "#app/lib/dates.ts";

/** The monitor shows the 20 most recent attempts: enough to spot a burst, short enough to read. */
const LOGIN_ATTEMPTS_SHOWN = 20;
const AUDIT_ENTRIES_SHOWN = 50;

const stamp = (date: Date) => ({ text: formatDateTime(date), iso: date.toISOString() });

export async function getSecurityOverview(db: Database, now: Date = new Date()) {
  const [attempts, locks, audit] = await Promise.all([
    listRecentLoginAttempts(db, LOGIN_ATTEMPTS_SHOWN),
    listSignInLocks(db, now),
    listAuditLog(db, AUDIT_ENTRIES_SHOWN),
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
    locks: locks
      .sort(
        (a, b) =>
          (a.email ?? "").localeCompare(b.email ?? "") || a.clientKey.localeCompare(b.clientKey),
      )
      .map((lock) => ({
        email: lock.email,
        address: lock.clientKey,
        failures: lock.failures,
        lockedUntil: stamp(lock.lockedUntil),
      })),
    audit: audit.map((entry) => ({
      id: entry.id,
      actor: entry.actor,
      action: entry.action,
      target: entry.target,
      details: Object.entries(entry.details)
        .map(([key, value]) => `${key}: ${value}`)
        .join(", "),
      ipAddress: entry.ipAddress,
      at: stamp(entry.createdAt),
    })),
  };
}

export type SecurityOverview = Awaited<ReturnType<typeof getSecurityOverview>>;

/**
 * An admin lifts a sign-in lock: an account's lock from every address, or an address's lock for
 * every account. The failures stay on record for the monitor. Answers how many stopped counting.
 */
export function clearSignInLock(
  db: Database,
  lock: { email: string } | { address: string },
): Promise<number> {
  return "email" in lock
    ? clearAccountFailures(db, lock.email)
    : clearAddressFailures(db, lock.address);
}
