import { asc, count, desc, eq, ilike, or } from "drizzle-orm";
import {
  changeKeepingAnAdmin,
  getActiveRolesOf,
  LAST_ADMIN,
  setRolesIn,
} from "#app/.server/account/roles.ts";
import { getMemberStats } from "#app/.server/account/stats.ts";
import { type AdminActor, recordAdminAction } from "#app/.server/audit/audit-log.ts";
import { profiles, sessions } from "#app/.server/db/schema.ts";
import type { AppServices } from "#app/.server/services.ts";
import { formatDate } from "#app/lib/dates.ts";
import { ROLE_LABELS, type Role } from "#app/lib/domain.ts";

export const USERS_PER_PAGE = 20;

export type AdminUserRow = {
  id: string;
  email: string;
  name: string | null;
  /** 'Admin' when the profile's admin flag is set, else the profile's role, else 'User'. */
  roleLabel: string;
  roles: Role[];
  status: string;
  suspended: boolean;
  joined: string;
  isSupremeAdmin: boolean;
  isSelf: boolean;
};

export type AdminUserList = {
  users: AdminUserRow[];
  q: string;
  page: number;
  pageCount: number;
  matching: number;
  counters: { total: number; admins: number; verified: number; active: number };
};

/** Makes the search text literal inside ILIKE: % and _ are wildcards there, backslash the escape. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function statusLabel(status: string | null): string {
  const value = status?.trim() || "active";
  return value.charAt(0).toUpperCase() + value.slice(1);
}

const isSupreme = (services: AppServices, email: string) =>
  email.toLowerCase() === services.config.supremeAdminEmail;

/** The user table: case-insensitive substring search on e-mail or full name, newest first. */
export async function listUsers(
  services: AppServices,
  query: { q: string; page: number },
  actorId: string,
): Promise<AdminUserList> {
  const { db } = services;
  const pattern = `%${escapeLikePattern(query.q)}%`;
  const where = query.q
    ? or(ilike(profiles.email, pattern), ilike(profiles.fullName, pattern))
    : undefined;
  const [[matched], stats] = await Promise.all([
    db.select({ n: count() }).from(profiles).where(where),
    getMemberStats(db),
  ]);
  const matching = matched?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(matching / USERS_PER_PAGE));
  const page = Math.min(Math.max(1, query.page), pageCount);
  const rows = await db
    .select({
      id: profiles.id,
      email: profiles.email,
      fullName: profiles.fullName,
      role: profiles.role,
      isAdmin: profiles.isAdmin,
      accountStatus: profiles.accountStatus,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .where(where)
    // The e-mail breaks ties (accounts created in one transaction share a timestamp), so pages
    // never overlap or skip anyone.
    .orderBy(desc(profiles.createdAt), asc(profiles.email))
    .limit(USERS_PER_PAGE)
    .offset((page - 1) * USERS_PER_PAGE);
  const rolesOf = await getActiveRolesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    users: rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.fullName,
      roleLabel: row.isAdmin ? "Admin" : row.role ? ROLE_LABELS[row.role] : "User",
      roles: rolesOf.get(row.id) ?? [],
      status: statusLabel(row.accountStatus),
      suspended: row.accountStatus === "suspended",
      joined: formatDate(row.createdAt),
      isSupremeAdmin: isSupreme(services, row.email),
      isSelf: row.id === actorId,
    })),
    q: query.q,
    page,
    pageCount,
    matching,
    counters: {
      total: stats.totalUsers,
      admins: stats.admins,
      verified: stats.verified,
      active: stats.active,
    },
  };
}

export type CommandResult = { ok: true; message: string } | { ok: false; error: string };

type Target = { id: string; email: string };

const NO_SUCH_ACCOUNT = "This account no longer exists.";

/**
 * An admin command on one account, called with the account's id: it runs only while the account
 * exists (another admin may have deleted it since the list was shown).
 */
function onAccount<Args extends unknown[]>(
  command: (
    services: AppServices,
    actor: AdminActor,
    target: Target,
    ...args: Args
  ) => Promise<CommandResult>,
) {
  return async (
    services: AppServices,
    actor: AdminActor,
    userId: string,
    ...args: Args
  ): Promise<CommandResult> => {
    const [target] = await services.db
      .select({ id: profiles.id, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .limit(1);
    if (!target) return { ok: false, error: NO_SUCH_ACCOUNT };
    return command(services, actor, target, ...args);
  };
}

/**
 * Replaces an account's roles through setRolesIn, which keeps profiles.is_admin in step. Nobody can
 * take the admin role from the supreme admin, an admin cannot take it from themselves, and the
 * change is refused when it would leave the site without an active admin.
 */
export const changeUserRoles = onAccount(async (services, actor, target, roles: Role[]) => {
  const unique = [...new Set(roles)];
  if (!unique.includes("admin")) {
    if (isSupreme(services, target.email)) {
      return { ok: false, error: "The supreme admin's admin role cannot be removed." };
    }
    if (target.id === actor.id) {
      return { ok: false, error: "You cannot remove your own admin role." };
    }
  }
  const changed = await changeKeepingAnAdmin(services.db, (tx) =>
    setRolesIn(tx, target.id, unique),
  );
  if (!changed) return { ok: false, error: LAST_ADMIN };
  await recordAdminAction(services.db, actor, {
    action: "user.roles",
    target: target.email,
    details: { roles: unique.join(" ") },
  });
  return { ok: true, message: `Roles updated for ${target.email}` };
});

/** Suspends an account and deletes its sessions, so the person is signed out at once. */
export const suspendUser = onAccount(async (services, actor, target) => {
  if (isSupreme(services, target.email)) {
    return { ok: false, error: "The supreme admin cannot be suspended." };
  }
  if (target.id === actor.id) return { ok: false, error: "You cannot suspend your own account." };
  const changed = await changeKeepingAnAdmin(services.db, async (tx) => {
    await tx.update(profiles).set({ accountStatus: "suspended" }).where(eq(profiles.id, target.id));
    await tx.delete(sessions).where(eq(sessions.userId, target.id));
  });
  if (!changed) return { ok: false, error: LAST_ADMIN };
  await recordAdminAction(services.db, actor, { action: "user.suspend", target: target.email });
  return { ok: true, message: `${target.email} is suspended and signed out` };
});

/** Lets a suspended account sign in again. */
export const restoreUser = onAccount(async (services, actor, target) => {
  await services.db
    .update(profiles)
    .set({ accountStatus: "active" })
    .where(eq(profiles.id, target.id));
  await recordAdminAction(services.db, actor, { action: "user.restore", target: target.email });
  return { ok: true, message: `${target.email} is active again` };
});
