import type { RequestHandler } from "express";
import { pingDatabase } from "#app/.server/db/client.ts";
import type { AppServices } from "#app/.server/services.ts";

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
