import type { RequestHandler } from "express";
import { CLIENT_IP_HEADER } from "#app/.server/auth.ts";

export const MAX_BODY_BYTES = 1024 * 1024;

/** 413 for a declared body over the limit; streamed bodies are cut off by the readers. */
export const limitBodySize: RequestHandler = (req, res, next) => {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > MAX_BODY_BYTES) {
    res.status(413).json({ error: "Request body too large" });
    return;
  }
  next();
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** JSON endpoints refuse state changes from another site, as React Router does for form posts. */
export const refuseForeignOrigin: RequestHandler = (req, res, next) => {
  const origin = req.headers.origin;
  if (SAFE_METHODS.has(req.method) || !origin) {
    next();
    return;
  }
  const host = req.headers.host;
  let originHost: string | null = null;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = null;
  }
  if (!host || originHost !== host) {
    res.status(403).json({ error: "Cross-site request refused" });
    return;
  }
  next();
};

/**
 * Express has already decided, from `trust proxy`, which address is the client's; copy that into
 * the one header better-auth reads, overwriting anything the client sent under that name.
 */
export const exposeClientAddress: RequestHandler = (req, _res, next) => {
  req.headers[CLIENT_IP_HEADER] = req.ip ?? "";
  next();
};
