import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";

/** Query values that are bearer secrets: whoever reads them can act as the link's owner. */
export const SECRET_PARAMS = new Set(["token", "session_id", "receipt", "code", "signature"]);

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
  return (method: string, url: string, statusCode: number) => {
    const level = levelFor(statusCode);
    if (!logger.isLevelEnabled(level)) return;
    logger[level](
      { req: { method, url: redactUrl(url) }, res: { statusCode }, ...fields },
      "request completed",
    );
  };
}

export function requestLogging(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    // Health probes would drown everything else.
    autoLogging: { ignore: (req) => req.url === "/healthz" },
    serializers: {
      req: (req: { method: string; url: string; id: unknown }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => levelFor(res.statusCode, error),
  });
}
