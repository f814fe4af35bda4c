import {
  type AdminActor,
  type AdminEntry,
  recordAdminAction,
} from "#app/.server/audit/audit-log.ts";
import type { SessionUser } from "#app/.server/auth.ts";
import type { Database } from "#app/.server/db/client.ts";
import { clientAddress } from "#app/.server/web/client-address.ts";

/** The admin of this request as the audit log names them, with the address Express trusted. */
export function adminActor(request: Request, admin: SessionUser): AdminActor {
  const address = clientAddress(request);
  return { id: admin.id, email: admin.email, ipAddress: address === "unknown" ? null : address };
}

/** Records what a signed-in admin did in this request. */
export function auditAdminAction(
  db: Database,
  request: Request,
  admin: SessionUser,
  entry: AdminEntry,
): Promise<void> {
  return recordAdminAction(db, adminActor(request, admin), entry);
}
