import path from "node:path";
import express, { type Router } from "express";

/**
 * The service worker's script: checked with the server on every update check, so a fixed worker
 * reaches browsers at once, and allowed to control the whole site.
 */
const SERVICE_WORKER = "/sw.js";

/** Hashed build assets are cached for a year; other public files for an hour. */
export function staticFiles(clientDir: string): Router {
  const router = express.Router();
  router.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      fallthrough: false,
    }),
  );
  router.use(
    express.static(clientDir, {
      maxAge: "1h",
      index: false,
      setHeaders: (res, filePath) => {
        if (filePath !== path.join(clientDir, SERVICE_WORKER)) return;
        res.setHeader("Cache-Control", "no-cache");
        res.setHeader("Service-Worker-Allowed", "/");
      },
    }),
  );
  return router;
}
