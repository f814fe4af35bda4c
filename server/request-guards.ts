import type { IncomingHttpHeaders } from "node:http";
import type { RequestHandler } from "express";
import { CLIENT_IP_HEADER } from "#app/.server/web/client-address.ts";

/** The only methods the site answers; anything else (TRACE, PUT, DELETE...) is a 405. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;
const ALLOWED = new Set<string>(ALLOWED_METHODS);

export const allowOnlyKnownMethods: RequestHandler = (req, res, next) => {
  if (ALLOWED.has(req.method)) {
    next();
    return;
  }
  res.status(405).set("Allow", ALLOWED_METHODS.join(", ")).json({ error: "Method not allowed" });
};

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Where a request comes from, as the browser tells it: the `Origin` header (every current browser
 * sends it with a POST), else `Sec-Fetch-Site`, else the `Referer`. "unknown" means none of them:
 * not a browser acting for a visitor (a webhook, a script), so no visitor's cookies can be abused.
 */
function requestSource(
  headers: IncomingHttpHeaders,
  isOurs: (origin: string | null) => boolean,
): "same" | "foreign" | "unknown" {
  if (headers.origin !== undefined) return isOurs(originOf(headers.origin)) ? "same" : "foreign";
  const fetchSite = headers["sec-fetch-site"];
  if (fetchSite) return fetchSite === "same-origin" || fetchSite === "none" ? "same" : "foreign";
  if (headers.referer) return isOurs(originOf(headers.referer)) ? "same" : "foreign";
  return "unknown";
}

/**
 * Every state-changing request from another site is refused here, before any route: better-auth,
 * route actions and resource routes alike (React Router checks only its own actions). Our origin
 * is the configured public URL or the host the request was sent to, which a page on another
 * site cannot forge in its visitor's browser.
 */
export function refuseForeignOrigin(publicUrl: string): RequestHandler {
  const siteOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") {
      next();
      return;
    }
    const isOurs = (origin: string | null) =>
      origin !== null && (origin === siteOrigin || new URL(origin).host === req.headers.host);
    if (requestSource(req.headers, isOurs) === "foreign") {
      res.status(403).json({ error: "Cross-site request refused" });
      return;
    }
    next();
  };
}

/**
 * Express has already decided, from `trust proxy`, which address is the client's; copy that into
 * the one header better-auth reads, overwriting anything the client sent under that name.
 */
export const exposeClientAddress: RequestHandler = (req, _res, next) => {
  req.headers[CLIENT_IP_HEADER] = req.ip ?? "";
  next();
};
