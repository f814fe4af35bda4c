import { listFavoriteIds } from "#app/.server/catalog/favorites.ts";
import { countOrdersOf } from "#app/.server/orders/order-store.ts";
import type { AppServices } from "#app/.server/services.ts";
import type { DashboardTile } from "#app/content/schemas/dashboard.ts";
import type { Role } from "#app/lib/domain.ts";
import { getRoleState } from "./role-state.ts";
import { countTeamMembers, getApplicationStatus, getMemberStats } from "./stats.ts";

export type DashboardState = {
  effectiveRole: Role | null;
  /** The role whose panel is shown: the effective role, or client when there is none. */
  panelRole: Role;
  /** A real admin (an active admin role), whatever role is being previewed. */
  isAdmin: boolean;
  /** The previewed role while an admin views the site as someone else. */
  previewing: { role: Role; expiresAt: string } | null;
  figures: Record<string, string>;
};

/** Fills the figure keys the panel's tiles name, and only those. */
async function loadFigures(
  services: AppServices,
  user: { id: string; email: string },
  tiles: DashboardTile[],
): Promise<Record<string, string>> {
  const keys = new Set(tiles.flatMap((tile) => ("key" in tile.figure ? [tile.figure.key] : [])));
  const figures: Record<string, string> = {};
  if (["totalUsers", "admins", "activeThisWeek"].some((key) => keys.has(key))) {
    const stats = await getMemberStats(services.db);
    figures.totalUsers = String(stats.totalUsers);
    figures.admins = String(stats.admins);
    figures.activeThisWeek = String(stats.activeThisWeek);
  }
  if (keys.has("teamMembers")) figures.teamMembers = String(await countTeamMembers(services.db));
  if (keys.has("applicationStatus")) {
    figures.applicationStatus = await getApplicationStatus(services.db, user.email);
  }
  if (keys.has("favorites")) {
    figures.favorites = String((await listFavoriteIds(services.db, user.id)).length);
  }
  if (keys.has("orders")) figures.orders = String(await countOrdersOf(services.db, user.id));
  return figures;
}

export async function getDashboardState(
  services: AppServices,
  user: { id: string; email: string },
  panelTiles: (role: Role) => DashboardTile[],
): Promise<DashboardState> {
  const { db } = services;
  const { effectiveRole, isAdmin: admin, viewed } = await getRoleState(db, user.id);
  const panelRole = effectiveRole ?? "client";
  return {
    effectiveRole,
    panelRole,
    isAdmin: admin,
    previewing:
      admin && viewed && viewed.role !== "admin"
        ? { role: viewed.role, expiresAt: viewed.expiresAt.toISOString() }
        : null,
    figures: await loadFigures(services, user, panelTiles(panelRole)),
  };
}
