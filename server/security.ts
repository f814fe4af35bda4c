import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";

/** A fresh nonce per request: React Router's inline scripts carry it, nothing else may run. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

/** `https` turns on HSTS and upgrade-insecure-requests, which would break a plain-http site. */
export function securityHeaders(options: { development: boolean; https: boolean }): RequestHandler {
  const { development, https } = options;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "base-uri": ["'self'"],
        "object-src": ["'none'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        // Members may point their avatar at any https image.
        "img-src": ["'self'", "data:", "https:"],
        "font-src": ["'self'"],
        // Radix positions popovers with style attributes and sonner injects its stylesheet.
        "style-src": ["'self'", "'unsafe-inline'"],
        "script-src": [
          "'self'",
          (_req, res) => `'nonce-${(res as unknown as Response).locals.cspNonce}'`,
          ...(development ? ["'unsafe-inline'"] : []),
        ],
        "connect-src": ["'self'", ...(development ? ["ws:"] : [])],
        // The push service worker (/sw.js) and nothing else.
        "worker-src": ["'self'"],
        "upgrade-insecure-requests": https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: https ? { maxAge: 63072000, includeSubDomains: true } : false,
  });
}
