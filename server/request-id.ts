import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

/** What a proxy's id may look like: a UUID, a trace id, a hash; nothing that could forge a log. */
const PROXY_ID = /^[\w.:-]{1,128}$/;

/**
 * Gives the request its id and puts it on the response, before anything else answers: the proxy's
 * `X-Request-Id` when the site sits behind a trusted one, else a new UUID. Log lines and error
 * pages quote it, so a visitor's report finds its line.
 */
export function stampRequestId(
  req: IncomingMessage,
  res: ServerResponse,
  trustProxy: boolean,
): string {
  const incoming = req.headers["x-request-id"];
  const id =
    trustProxy && typeof incoming === "string" && PROXY_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader("X-Request-Id", id);
  return id;
}

/** The id `stampRequestId` gave this response. */
export function requestIdOf(res: ServerResponse): string {
  return String(res.getHeader("x-request-id") ?? "");
}
