import { and, count, eq, inArray, ne, sql } from "drizzle-orm";
import { lockForTransaction } from "#app/.server/db/advisory-lock.ts";
import type { Database } from "#app/.server/db/client.ts";
import type { Transaction } from "#app/.server/db/insert-account.ts";
import { profiles, userRoles } from "#app/.server/db/schema.ts";
import { ROLES, type Role } from "#app/lib/domain.ts";

const byRank = (a: Role, b: Role) => ROLES.indexOf(a) - ROLES.indexOf(b);

/** The user's active roles, highest first. */
export async function getActiveRoles(db: Database, userId: string): Promise<Role[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.isActive, true)));
  return rows.map((row) => row.role).sort(byRank);
}

/**
 * The one answer to "is this user an admin", read from the database on every call, never from the
 * session: the profile's flag, which every change of roles keeps in step in its own transaction.
 */
export async function isAdmin(db: Database, userId: string | null): Promise<boolean> {
  if (!userId) return false;
  const [profile] = await db
    .select({ isAdmin: profiles.isAdmin })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return profile?.isAdmin === true;
}

/**
 * The role the site treats the user as: the SQL function `get_effective_role` (an unexpired admin
 * role switch, else the highest active role). If the call fails, the first active role, else none.
 */
export async function getEffectiveRole(db: Database, userId: string): Promise<Role | null> {
  try {
    // Both drivers answer raw queries with { rows }; their result types differ only in name.
    const result = (await db.execute(sql`select get_effective_role(${userId}) as role`)) as {
      rows: { role: Role | null }[];
    };
    return result.rows[0]?.role ?? null;
  } catch {
    return (await getActiveRoles(db, userId))[0] ?? null;
  }
}

/** Keeps the profile's role and admin flag in step with the active roles, inside the caller's transaction. */
async function syncProfile(tx: Transaction, userId: string): Promise<void> {
  const rows = await tx
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.isActive, true)));
  const active = rows.map((row) => row.role).sort(byRank);
  await tx
    .update(profiles)
    .set({ role: active[0] ?? "client", isAdmin: active.includes("admin") })
    .where(eq(profiles.id, userId));
}

/** Grants a role (or re-activates it) and updates the profile in the same transaction. */
export async function grantRole(db: Database, userId: string, role: Role): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(userRoles)
      .values({ userId, role, isActive: true })
      .onConflictDoUpdate({ target: [userRoles.userId, userRoles.role], set: { isActive: true } });
    await syncProfile(tx, userId);
  });
}

/** Deactivates a role and updates the profile, inside the caller's transaction. */
export async function revokeRoleIn(tx: Transaction, userId: string, role: Role): Promise<void> {
  await tx
    .update(userRoles)
    .set({ isActive: false })
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
  await syncProfile(tx, userId);
}

/** Replaces the user's active roles with exactly `roles`, inside the caller's transaction. */
export async function setRolesIn(tx: Transaction, userId: string, roles: Role[]): Promise<void> {
  await tx.update(userRoles).set({ isActive: false }).where(eq(userRoles.userId, userId));
  if (roles.length > 0) {
    await tx
      .insert(userRoles)
      .values(roles.map((role) => ({ userId, role, isActive: true })))
      .onConflictDoUpdate({
        target: [userRoles.userId, userRoles.role],
        set: { isActive: true },
      });
  }
  await syncProfile(tx, userId);
}

export const LAST_ADMIN =
  "The site must keep at least one active admin. Grant admin to another account first.";

class NoAdminLeft extends Error {}

const activeAdmins = async (tx: Transaction) => {
  const [row] = await tx
    .select({ admins: count() })
    .from(profiles)
    .where(and(eq(profiles.isAdmin, true), ne(profiles.accountStatus, "suspended")));
  return row?.admins ?? 0;
};

/**
 * Runs a change that could take an admin away (a role change, a suspension) and undoes it when it
 * would leave no active admin. Under one lock, so two admins removing each other at the same
 * moment cannot both succeed. A site with no admin yet is not held back. Answers false when the
 * change was refused.
 */
export async function changeKeepingAnAdmin(
  db: Database,
  change: (tx: Transaction) => Promise<void>,
): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      await lockForTransaction(tx, "admin-roles");
      const before = await activeAdmins(tx);
      await change(tx);
      if (before > 0 && (await activeAdmins(tx)) === 0) throw new NoAdminLeft();
    });
    return true;
  } catch (error) {
    if (error instanceof NoAdminLeft) return false;
    throw error;
  }
}

/** Active roles of many users at once, for tables. */
export async function getActiveRolesOf(
  db: Database,
  userIds: string[],
): Promise<Map<string, Role[]>> {
  const result = new Map<string, Role[]>();
  if (userIds.length === 0) return result;
  const rows = await db
    .select({ userId: userRoles.userId, role: userRoles.role })
    .from(userRoles)
    .where(and(inArray(userRoles.userId, userIds), eq(userRoles.isActive, true)));
  for (const row of rows) result.set(row.userId, [...(result.get(row.userId) ?? []), row.role]);
  for (const roles of result.values()) roles.sort(byRank);
  return result;
}
