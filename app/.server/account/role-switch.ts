import { and, eq, gt } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { adminRoleSwitches } from "#app/.server/db/schema.ts";
import type { Role } from "#app/lib/domain.ts";
import { isAdmin } from "./roles.ts";

/** An admin's role switch lasts an hour, so a forgotten one does not hide admin tools for long. */
const ROLE_SWITCH_TTL_MS = 60 * 60 * 1000;

export class NotAnAdminError extends Error {
  override name = "NotAnAdminError";
}

/** Views the site as another role: prior switches are deleted, one is inserted for an hour. */
export async function switchViewedRole(
  db: Database,
  adminId: string,
  role: Role,
  now: Date = new Date(),
): Promise<{ expiresAt: Date }> {
  if (!(await isAdmin(db, adminId))) throw new NotAnAdminError();
  const expiresAt = new Date(now.getTime() + ROLE_SWITCH_TTL_MS);
  await db.transaction(async (tx) => {
    await tx.delete(adminRoleSwitches).where(eq(adminRoleSwitches.adminId, adminId));
    await tx.insert(adminRoleSwitches).values({ adminId, viewingAsRole: role, expiresAt });
  });
  return { expiresAt };
}

/** Ends the preview: the effective role returns to admin. */
export async function clearViewedRole(db: Database, adminId: string): Promise<void> {
  if (!(await isAdmin(db, adminId))) throw new NotAnAdminError();
  await db.delete(adminRoleSwitches).where(eq(adminRoleSwitches.adminId, adminId));
}

/** The unexpired switch of this user, if any. */
export async function getViewedRole(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<{ role: Role; expiresAt: Date } | null> {
  const [row] = await db
    .select({ role: adminRoleSwitches.viewingAsRole, expiresAt: adminRoleSwitches.expiresAt })
    .from(adminRoleSwitches)
    .where(and(eq(adminRoleSwitches.adminId, userId), gt(adminRoleSwitches.expiresAt, now)))
    .limit(1);
  return row ?? null;
}
