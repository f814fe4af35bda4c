import {
  type AdminActor,
  type AdminEntry,
  recordAdminAction,
} from "#app/.server/audit/audit-log.ts";
import type { SessionUser } from "#app/.server/auth.ts";
import type { Database } from "#app/.server/db/client.ts";
import { knownClientAddress } from "#app/.server/web/client-address.ts";

/** The admin of this request as the audit log names them, with the address Express trusted. */
export function adminActor(request: Request, admin: SessionUser): AdminActor {
  return { id: admin.id, email: admin.email, ipAddress: knownClientAddress(request) };
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
