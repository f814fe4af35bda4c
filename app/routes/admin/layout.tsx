import { Outlet } from "react-router";
import { requireAdmin } from "#app/.server/web/session.ts";
import { AdminAppShell } from "#app/components/admin/admin-app-shell.tsx";
import { readSidebarOpen } from "#app/lib/sidebar-state.ts";
import type { Route } from "./+types/layout";

/**
 * Every admin page sits in the admin app shell. The shell is drawn only for an admin (each page
 * and action still checks for itself), with the sidebar as the admin last left it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services);
  return { sidebarOpen: readSidebarOpen(request.headers.get("cookie")) };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminAppShell initialOpen={loaderData.sidebarOpen}>
      <Outlet />
    </AdminAppShell>
  );
}
