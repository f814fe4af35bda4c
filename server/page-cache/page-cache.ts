import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { RequestHandler, Response } from "express";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import type { ChangeFeed } from "#app/.server/db/change-feed.ts";
import { routeKind } from "#server/route-kind.ts";
import { ByteLru } from "./byte-lru.ts";
import { captureBody } from "./capture.ts";
import { type Encoding, pickEncoding } from "./encoding.ts";
import { pageKey } from "./page-key.ts";
import { sealDocument } from "./script-hashes.ts";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

type Variant = { body: Buffer; headers: Record<string, string> };
type Entry = {
  bytes: number;
  etag: string;
  /** The headers of a 304, prepared once like those of each variant. */
  notModified: Record<string, string>;
  storedAt: number;
  variants: Record<Encoding, Variant>;
};

/** Pages that depend on the clock (events to come, open slots) are rendered anew this often. */
const MAX_AGE_MS = 60_000;

/** Headers that belong to one response, or that the cache sets itself. */
const OWN_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
  "vary",
  "x-page-cache",
  // Each answer's own, stamped before the cache answers.
  "x-request-id",
]);

export type PageCache = {
  /**
   * Ahead of the whole app, Express included: answers from memory and says so, or leaves the
   * request untouched. A hit costs a key, a map lookup and one write of prepared bytes.
   */
  answer: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Right before React Router: keeps what it renders when every anonymous visitor would get it. */
  store: (build: ServerBuild) => RequestHandler;
  readonly entries: number;
};

export function createPageCache(options: {
  maxBytes: number;
  changes: ChangeFeed;
  /** Writes the access-log line of an answer from memory, which no request logger saw. */
  logAnswer: (req: IncomingMessage, res: ServerResponse) => void;
  logger: Logger;
}): PageCache {
  const { maxBytes, changes, logAnswer, logger } = options;
  const lru = new ByteLru<Entry>(maxBytes);
  const storing = new Set<string>();
  // Bumped by every change, so a page rendered before it is not stored after it.
  let generation = 0;
  const forget = () => {
    generation += 1;
    lru.clear();
  };
  // Only a change the database reports empties the cache (the triggers on what public pages
  // show): a request's shape, a POST with some cookie, says nothing about what changed.
  changes.subscribe(forget);

  const answer = (req: IncomingMessage, res: ServerResponse): boolean => {
    const key = changes.live ? pageKey(req) : null;
    if (!key) return false;
    const entry = lru.get(key.key);
    if (!entry || Date.now() - entry.storedAt > MAX_AGE_MS) return false;
    if (req.headers["if-none-match"] === entry.etag) {
      res.writeHead(304, entry.notModified);
      res.end();
    } else {
      const variant = entry.variants[pickEncoding(req.headers["accept-encoding"])];
      res.writeHead(200, variant.headers);
      res.end(req.method === "HEAD" ? undefined : variant.body);
    }
    logAnswer(req, res);
    return true;
  };

  const store =
    (build: ServerBuild): RequestHandler =>
    (req, res, next) => {
      const key = changes.live ? pageKey(req) : null;
      if (!key || routeKind(build, req.path) !== "page") return next();
      res.setHeader("X-Page-Cache", "miss");
      if (!key.storable || req.method !== "GET") return next();
      const startedAt = generation;
      captureBody(res, maxBytes / 8, (body) => {
        // A burst of visitors misses together: one of them fills the entry, not each.
        if (storing.has(key.key)) return;
        const sealed = sharedDocument(res, body);
        if (!sealed || generation !== startedAt) return;
        storing.add(key.key);
        buildEntry(sealed.html, sealed.headers)
          .then(
            (entry) => {
              if (generation === startedAt && changes.live) lru.set(key.key, entry);
            },
            (error: unknown) => logger.warn({ err: error }, "could not keep a page in the cache"),
          )
          .finally(() => storing.delete(key.key));
      });
      next();
    };

  return {
    answer,
    store,
    get entries() {
      return lru.size;
    },
  };
}

/**
 * Only a plain 200 page that set no cookie is the same for everyone; a page that shows something
 * of this one request says so with `Cache-Control: private`. (The `no-store` that a theme cookie
 * earns is for shared caches, which cannot key on it; this cache does.)
 */
function sharedDocument(res: Response, body: Buffer) {
  if (res.statusCode !== 200 || res.hasHeader("set-cookie")) return null;
  if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) return null;
  if (String(res.getHeader("cache-control") ?? "").includes("private")) return null;
  const policy = res.getHeader("content-security-policy");
  if (typeof policy !== "string") return null;
  const sealed = sealDocument(body.toString("utf8"), String(res.locals.cspNonce ?? ""), policy);
  if (!sealed) return null;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (!OWN_HEADERS.has(name) && value !== undefined) headers[name] = String(value);
  }
  headers["content-security-policy"] = sealed.policy;
  return { html: sealed.html, headers };
}

async function buildEntry(html: string, headers: Record<string, string>): Promise<Entry> {
  const identity = Buffer.from(html, "utf8");
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity),
    // Quality 11 (the default) takes a hundred times longer for a few percent.
    brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
  ]);
  const etag = `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
  const variant = (body: Buffer, encoding: Encoding): Variant => ({
    body,
    headers: {
      ...headers,
      ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
      "content-length": String(body.length),
      vary: "Accept-Encoding",
      etag,
      "x-page-cache": "hit",
    },
  });
  return {
    bytes: identity.length + gzipped.length + brotli.length,
    etag,
    notModified: { etag, "x-page-cache": "hit" },
    storedAt: Date.now(),
    variants: {
      br: variant(brotli, "br"),
      gzip: variant(gzipped, "gzip"),
      identity: variant(identity, "identity"),
    },
  };
}
