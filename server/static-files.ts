import { readdirSync } from "node:fs";
import path from "node:path";
import express, { type Router } from "express";

/**
 * The service worker's script: checked with the server on every update check, so a fixed worker
 * reaches browsers at once, and allowed to control the whole site.
 */
const SERVICE_WORKER = "/sw.js";

/** Every file under `dir`, as the URL path that names it. */
function publicPaths(dir: string): Set<string> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name))}`)
      .map((file) => file.split(path.sep).join("/")),
  );
}

function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

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
  // The build's files are known at start: a page request goes on without a look at the disk.
  const files = publicPaths(clientDir);
  const serve = express.static(clientDir, {
    maxAge: "1h",
    index: false,
    setHeaders: (res, filePath) => {
      if (filePath !== path.join(clientDir, SERVICE_WORKER)) return;
      res.setHeader("Cache-Control", "no-cache");
      res.setHeader("Service-Worker-Allowed", "/");
    },
  });
  router.use((req, res, next) => {
    const file = decodedPath(req.path);
    if (file && files.has(file)) return serve(req, res, next);
    next();
  });
  return router;
}
