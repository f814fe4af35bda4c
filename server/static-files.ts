import path from "node:path";
import express, { type Router } from "express";

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
  router.use(express.static(clientDir, { maxAge: "1h", index: false }));
  return router;
}
