import type { RequestHandler } from "express";
import { pingDatabase } from "#app/.server/db/client.ts";
import type { AppServices } from "#app/.server/services.ts";
import type { Readiness } from "#server/readiness.ts";

export function healthCheck(services: AppServices): RequestHandler {
  return async (_req, res) => {
    const databaseUp = await pingDatabase(services.db);
    res.setHeader("Cache-Control", "no-store");
    res.status(databaseUp ? 200 : 503).json({
      status: databaseUp ? "ok" : "degraded",
      database: databaseUp ? "ok" : "unreachable",
      engine: services.databaseEngine,
    });
  };
}

/**
 * GET /readyz, for a load balancer: 200 once this process has migrated, started and reaches its
 * database; 503 while it starts, once it is shutting down (requests in flight still finish), or
 * when the database does not answer. /healthz says whether the process is alive at all.
 */
export function readinessCheck(services: AppServices, readiness: Readiness): RequestHandler {
  return async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (readiness.state !== "ready") {
      res.status(503).json({ status: readiness.state });
      return;
    }
    const databaseUp = await pingDatabase(services.db);
    res.status(databaseUp ? 200 : 503).json({
      status: databaseUp ? "ready" : "database unreachable",
    });
  };
}
