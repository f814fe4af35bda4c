import { isAdmin } from "#app/.server/account/roles.ts";
import type { Database } from "#app/.server/db/client.ts";
import { getSiteSettings, type SettingsConfig } from "#app/.server/settings.ts";

/** Paths that stay open during maintenance: the sign-in pages, so an admin can still get in. */
const MAINTENANCE_OPEN_PATHS = new Set([
  "/auth",
  "/auth.data",
  "/auth/two-factor",
  "/auth/two-factor.data",
]);

export const MAINTENANCE_WRITE_MESSAGE =
  "The site is under maintenance and cannot take changes right now. Please try again soon.";

/** Whether this page request gets the maintenance page: everyone but admins, bar the sign-in page. */
export async function isHeldByMaintenance(
  db: Database,
  request: Request,
  userId: string | null,
): Promise<boolean> {
  const pathname = new URL(request.url).pathname.replace(/(.)\/+$/, "$1");
  if (MAINTENANCE_OPEN_PATHS.has(pathname)) return false;
  return !(await isAdmin(db, userId));
}

/** Whether maintenance mode holds a change (a write, a sign-up) by this user right now. */
export async function maintenanceHoldsChanges(
  db: Database,
  config: SettingsConfig,
  userId: string | null,
): Promise<boolean> {
  const { maintenanceMode } = await getSiteSettings(db, config);
  return maintenanceMode && !(await isAdmin(db, userId));
}
