import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { type EventAnswer, ingestEvent, MAX_EVENT_BYTES } from "#app/.server/analytics/ingest.ts";
import type { AppServices } from "#app/.server/services.ts";
import { logAnswer } from "#server/logging.ts";

/** Every answer: nothing to keep in a cache, nothing for a browser to sniff into a document. */
const ANSWER_HEADERS = { "cache-control": "no-store", "x-content-type-options": "nosniff" };

/**
 * The body's text, or null once it passes `limit` bytes (declared or received): the rest is not
 * read, and the answer closes the connection instead of reading it.
 */
function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  if (Number(req.headers["content-length"] ?? 0) > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    const stop = () => {
      req.off("data", onData).off("end", onEnd).off("error", onFail).off("close", onFail);
    };
    function onData(chunk: Buffer) {
      bytes += chunk.length;
      if (bytes <= limit) {
        chunks.push(chunk);
        return;
      }
      stop();
      req.pause();
      resolve(null);
    }
    function onEnd() {
      stop();
      resolve(Buffer.concat(chunks, bytes).toString("utf8"));
    }
    function onFail(error?: Error) {
      stop();
      reject(error ?? new Error("the client closed the request before its body ended"));
    }
    req.on("data", onData).on("end", onEnd).on("error", onFail).on("close", onFail);
  });
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  error?: string,
  headers: OutgoingHttpHeaders = {},
) {
  const body = error === undefined ? undefined : JSON.stringify({ error });
  res.writeHead(status, {
    ...ANSWER_HEADERS,
    ...headers,
    ...(body === undefined
      ? {}
      : {
          "content-type": "application/json; charset=utf-8",
          "content-length": Buffer.byteLength(body),
        }),
    // A body left unread (too large, or a report refused before reading it) ends the connection.
    ...(req.complete ? {} : { connection: "close" }),
  });
  res.end(body);
}

function answerWith(req: IncomingMessage, res: ServerResponse, answer: EventAnswer) {
  const retry = answer.retryAfterSeconds;
  send(req, res, answer.status, answer.error, retry ? { "retry-after": String(retry) } : {});
}

/**
 * POST /api/event, answered ahead of the page pipeline: a page view is reported thousands of
 * times a second at peak, and rendering machinery (request logger, compression, CSP, React
 * Router's Fetch request) would cost far more than the report. The rules are the domain's
 * (`ingestEvent`); this only reads the body and writes the answer. Mounted after the
 * foreign-origin guard, which refuses another site's page script.
 */
export function eventEndpoint(services: AppServices): RequestHandler {
  const log = logAnswer(services.logger);
  return (req, res) => {
    res.once("finish", () => log(req, res));
    if (req.method !== "POST") {
      send(req, res, 405, "Method not allowed", { allow: "POST" });
      return;
    }
    const request = { headers: req.headers, host: req.headers.host ?? "", address: req.ip ?? "" };
    ingestEvent(services, request, () => readBody(req, MAX_EVENT_BYTES)).then(
      (answer) => answerWith(req, res, answer),
      (error: unknown) => {
        // A client that went away mid-body has nobody left to answer.
        if (req.destroyed || res.headersSent) return;
        services.logger.error({ err: error }, "could not collect an analytics event");
        send(req, res, 500, "Could not record the event");
      },
    );
  };
}
