import { fromNodeHeaders } from "better-auth/node";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { AppServices } from "#app/.server/services.ts";
import {
  MAINTENANCE_WRITE_MESSAGE,
  maintenanceHoldsChanges,
} from "#app/.server/web/maintenance.ts";
import { routeKind } from "#server/route-kind.ts";

/**
 * What passes maintenance mode for everyone: the sign-in page's own data, and its form (whose
 * action lets only a sign-in through, so that an admin can get in; a sign-up is held there).
 * (Analytics reports never get here: they are answered ahead of the pipeline, in maintenance too.)
 */
function openToAll(method: string, pathname: string): boolean {
  if (pathname === "/auth.data") return true;
  return method === "POST" && pathname === "/auth";
}

/**
 * Maintenance mode holds everything but admins. Pages show the maintenance screen from the root
 * loader; what the root loader never sees is held here: every write (React Router runs an action
 * before any loader), `.data` requests (child loaders run on their own), resource routes and
 * better-auth's endpoints.
 */
export function holdDuringMaintenance(
  services: AppServices,
  loadBuild: () => Promise<ServerBuild>,
): RequestHandler {
  return async (req, res, next) => {
    try {
      const read = req.method === "GET" || req.method === "HEAD";
      const onlyRootLoader =
        read &&
        !req.path.startsWith("/api/auth/") &&
        routeKind(await loadBuild(), req.path) === "page";
      if (onlyRootLoader || openToAll(req.method, req.path)) return next();
      const session = await services.auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
      if (
        !(await maintenanceHoldsChanges(services.db, services.config, session?.user.id ?? null))
      ) {
        return next();
      }
      res.status(503).set("Retry-After", "300").type("text/plain").send(MAINTENANCE_WRITE_MESSAGE);
    } catch (error) {
      next(error);
    }
  };
}
