import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { requestIdOf } from "#server/request-id.ts";

/** Query values that are bearer secrets: whoever reads them can act as the link's owner. */
export const SECRET_PARAMS = new Set([
  "token",
  "session_id",
  "receipt",
  "code",
  "signature",
  // The activity-mail unsubscribe link's signature.
  "sig",
]);

/** Path segments that are secrets of their own: manage links and password-reset tokens. */
const SECRET_SEGMENTS = [
  /^(\/consultation\/manage\/)[^/?]+/,
  /^(\/api\/auth\/reset-password\/)[^/?]+/,
];

const REDACTED = "[redacted]";

/** The URL as logged: secrets in the query and in known secret segments replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  let path = queryStart === -1 ? url : url.slice(0, queryStart);
  for (const pattern of SECRET_SEGMENTS) path = path.replace(pattern, `$1${REDACTED}`);
  if (queryStart === -1) return path;
  const query = url
    .slice(queryStart + 1)
    .split("&")
    .map((pair) => {
      const key = pair.split("=", 1)[0] ?? "";
      let name = key;
      try {
        name = decodeURIComponent(key.replaceAll("+", " "));
      } catch {
        // A malformed escape is logged as sent; it names no secret we know.
      }
      return SECRET_PARAMS.has(name.toLowerCase()) ? `${key}=${REDACTED}` : pair;
    })
    .join("&");
  return `${path}?${query}`;
}

/** The access log's level for an answer: the client's mistakes are warnings, ours are errors. */
function levelFor(statusCode: number, error?: unknown): "error" | "warn" | "info" {
  if (error || statusCode >= 500) return "error";
  if (statusCode >= 400) return "warn";
  return "info";
}

/**
 * The access-log line of an answer that skipped the request logger (a page from the cache, an
 * analytics report): the same fields, without the per-request child logger, and no work at all
 * below the line's level. `fields` says which shortcut answered.
 */
export function logAnswer(logger: Logger, fields: Record<string, string> = {}) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const { statusCode } = res;
    const level = levelFor(statusCode);
    if (!logger.isLevelEnabled(level)) return;
    const url = redactUrl(req.url ?? "/");
    logger[level](
      {
        reqId: requestIdOf(res),
        req: { method: req.method ?? "GET", url },
        res: { statusCode },
        ...fields,
      },
      "request completed",
    );
  };
}

/**
 * One access-log line per answer, with the fields pino-http wrote. Its per-request child logger
 * serialised every request even with the info level off; this costs nothing until the line is
 * written.
 */
export function requestLogging(logger: Logger): RequestHandler {
  return (req, res, next) => {
    // Probes and scrapes would drown everything else.
    if (req.url === "/healthz" || req.url === "/readyz" || req.url === "/metrics") return next();
    const startedAt = Date.now();
    // "close" comes once per response: after the last byte, or when the visitor went away first.
    res.once("close", () => {
      const { statusCode } = res;
      const level = levelFor(statusCode);
      if (!logger.isLevelEnabled(level)) return;
      const line = {
        reqId: requestIdOf(res),
        req: { method: req.method, url: redactUrl(req.originalUrl) },
        res: { statusCode },
        responseTime: Date.now() - startedAt,
      };
      if (level === "error") {
        logger.error(
          { ...line, err: new Error(`failed with status code ${statusCode}`) },
          "request errored",
        );
      } else {
        logger[level](line, "request completed");
      }
    });
    next();
  };
}
