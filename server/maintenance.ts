import { fromNodeHeaders } from "better-auth/node";
import type { RequestHandler } from "express";
import type { AppServices } from "#app/.server/services.ts";
import { getSiteSettings, isHeldByMaintenance } from "#app/.server/settings.ts";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Maintenance mode stops writes too. Pages show the maintenance screen from the root loader, but
 * React Router runs a form's action before any loader, so a non-admin's post is refused here.
 */
export function holdWritesDuringMaintenance(services: AppServices): RequestHandler {
  return async (req, res, next) => {
    if (READS.has(req.method)) return next();
    try {
      const settings = await getSiteSettings(services.db, services.config);
      if (!settings.maintenanceMode) return next();
      const session = await services.auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
      const request = new Request(new URL(req.originalUrl, services.config.publicUrl));
      if (!(await isHeldByMaintenance(services.db, request, session?.user.id ?? null))) {
        return next();
      }
      res
        .status(503)
        .set("Retry-After", "300")
        .type("text/plain")
        .send(
          "The site is under maintenance and cannot take changes right now. Please try again soon.",
        );
    } catch (error) {
      next(error);
    }
  };
}
