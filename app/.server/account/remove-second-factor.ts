import { eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "#app/.server/audit/audit-log.ts";
import type { Database } from "#app/.server/db/client.ts";
import { sessions, twoFactors, users } from "#app/.server/db/schema.ts";

export const TWO_FACTOR_OFF_USAGE =
  "Usage: npm run user:two-factor-off -- --email person@example.com";

export const TWO_FACTOR_OFF_ACTOR: AuditActor = {
  id: null,
  email: "command line (user:two-factor-off)",
};

/**
 * For someone who lost both the phone and the recovery codes: the operator, at the command line,
 * takes the second factor off the account. Its sessions end too, so whoever held one signs in
 * again with the password, and the audit log says it was done.
 */
export async function removeSecondFactor(
  db: Database,
  email: string,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const address = email.trim().toLowerCase();
  const removed = await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ twoFactorEnabled: false })
      .where(eq(users.email, address))
      .returning({ id: users.id });
    if (!user) return false;
    await tx.delete(twoFactors).where(eq(twoFactors.userId, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    return true;
  });
  if (!removed) return { ok: false, error: `No account with the e-mail ${address}` };
  await recordAudit(db, {
    actor: TWO_FACTOR_OFF_ACTOR,
    action: "user.two-factor-off",
    target: address,
    ipAddress: null,
  });
  return { ok: true };
}
