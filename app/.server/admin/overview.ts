import { getMemberStats } from "#app/.server/account/stats.ts";
import type { Database } from "#app/.server/db/client.ts";

export type AdminOverview = {
  totalUsers: number;
  admins: number;
  activeToday: number;
  activeThisWeek: number;
};

/** The four stat cards of /admin: head counts read from the profiles, so the figures are real. */
export async function getAdminOverview(
  db: Database,
  now: Date = new Date(),
): Promise<AdminOverview> {
  const stats = await getMemberStats(db, now);
  return {
    totalUsers: stats.totalUsers,
    admins: stats.admins,
    activeToday: stats.activeToday,
    activeThisWeek: stats.activeThisWeek,
  };
}
