import { eq } from "drizzle-orm";
import { COMMAND_LINE_ACTOR, recordAudit } from "#app/.server/audit/audit-log.ts";
import type { Database } from "#app/.server/db/client.ts";
import { users } from "#app/.server/db/schema.ts";
import { ROLES, type Role } from "#app/lib/domain.ts";
import {
  changeKeepingAnAdmin,
  getActiveRoles,
  grantRole,
  LAST_ADMIN,
  revokeRoleIn,
} from "./roles.ts";

export type RoleCommand = { email: string; role: Role; revoke: boolean };

export const ROLE_COMMAND_USAGE =
  "Usage: npm run user:role -- --email person@example.com --role admin [--revoke]\n" +
  `Roles: ${ROLES.join(", ")}`;

/** Reads the command line; returns an error text instead of throwing so the script can print it. */
export function parseRoleCommand(args: {
  email?: string;
  role?: string;
  revoke?: boolean;
}): RoleCommand | { error: string } {
  if (!args.email) return { error: "--email is required" };
  if (!args.role) return { error: "--role is required" };
  if (!ROLES.includes(args.role as Role)) return { error: `Unknown role "${args.role}"` };
  return {
    email: args.email.trim().toLowerCase(),
    role: args.role as Role,
    revoke: Boolean(args.revoke),
  };
}

/**
 * Grants or revokes one role of an existing account; the profile's admin flag follows. The last
 * active admin keeps the role, and every change goes to the audit log.
 */
export async function runRoleCommand(
  db: Database,
  command: RoleCommand,
): Promise<{ ok: true; roles: Role[] } | { ok: false; error: string }> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, command.email));
  if (!user) return { ok: false, error: `No account with the e-mail ${command.email}` };
  if (!command.revoke) await grantRole(db, user.id, command.role);
  else if (!(await changeKeepingAnAdmin(db, (tx) => revokeRoleIn(tx, user.id, command.role)))) {
    return { ok: false, error: LAST_ADMIN };
  }
  await recordAudit(db, {
    actor: COMMAND_LINE_ACTOR,
    action: "user.roles",
    target: command.email,
    details: { [command.revoke ? "revoked" : "granted"]: command.role },
    ipAddress: null,
  });
  return { ok: true, roles: await getActiveRoles(db, user.id) };
}
