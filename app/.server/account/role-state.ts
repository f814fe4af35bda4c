import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { adminRoleSwitches, profiles } from "#app/.server/db/schema.ts";
import type { Role } from "#app/lib/domain.ts";
import { getViewedRole } from "./role-switch.ts";
import { getEffectiveRole, isAdmin } from "./roles.ts";

export type RoleState = {
  /** What `getEffectiveRole` answers. */
  effectiveRole: Role | null;
  /** What `isAdmin` answers: the profile's flag, never the session. */
  isAdmin: boolean;
  /** What `getViewedRole` answers: the unexpired role switch, if any. */
  viewed: { role: Role; expiresAt: Date } | null;
};

/**
 * The three answers a signed-in page needs about a user's roles, in one round trip to the
 * database instead of three. Should that query fail (the SQL function missing on a database that
 * was restored without it), each answer is asked for on its own, with getEffectiveRole's fallback.
 */
export async function getRoleState(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<RoleState> {
  try {
    const [row] = await db
      .select({
        effectiveRole: sql<Role | null>`get_effective_role(${userId})`,
        isAdmin: sql<boolean>`coalesce((select ${profiles.isAdmin} from ${profiles} where ${profiles.id} = ${userId}), false)`,
        viewedRole: adminRoleSwitches.viewingAsRole,
        viewedUntil: adminRoleSwitches.expiresAt,
      })
      .from(sql`(select 1) as one`)
      .leftJoin(
        adminRoleSwitches,
        and(eq(adminRoleSwitches.adminId, userId), gt(adminRoleSwitches.expiresAt, now)),
      )
      .limit(1);
    return {
      effectiveRole: row?.effectiveRole ?? null,
      isAdmin: row?.isAdmin === true,
      viewed:
        row?.viewedRole && row.viewedUntil
          ? { role: row.viewedRole, expiresAt: row.viewedUntil }
          : null,
    };
  } catch {
    const [effectiveRole, admin, viewed] = await Promise.all([
      getEffectiveRole(db, userId),
      isAdmin(db, userId),
      getViewedRole(db, userId, now),
    ]);
    return { effectiveRole, isAdmin: admin, viewed };
  }
}
