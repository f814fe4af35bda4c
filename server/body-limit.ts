import express, {
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  type Response,
} from "express";
import { escapeXml } from "#app/lib/escape-xml.ts";
import { MAX_UPLOAD_BYTES } from "#app/lib/media.ts";

export const MAX_BODY_BYTES = 1024 * 1024;

const TOO_LARGE = { error: "Request body too large" };

/** The media library's upload: one picture of up to 20 MB, and the form's few fields around it. */
export const MEDIA_UPLOAD_PATH = "/admin/media/upload";
const UPLOAD_ENVELOPE_BYTES = 64 * 1024;
const UPLOAD_TOO_LARGE = {
  error: `The upload is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB. Please choose a smaller image, or upload one at a time.`,
};

class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
}

type Limit = { bytes: number; refusal: { error: string }; back: string };

/** The most a request may send, what it is told past that, and where a person goes back to. */
function limitOf(req: Request): Limit {
  if (req.method === "POST" && req.path === MEDIA_UPLOAD_PATH) {
    return {
      bytes: MAX_UPLOAD_BYTES + UPLOAD_ENVELOPE_BYTES,
      refusal: UPLOAD_TOO_LARGE,
      back: "/admin/media",
    };
  }
  return { bytes: MAX_BODY_BYTES, refusal: TOO_LARGE, back: req.path };
}

/**
 * A page for a person whose browser posted a plain form (the media library without script, say):
 * the site's pages cannot be drawn this early, so it says what happened and links back.
 */
function tooLargePage(limit: Limit): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too large to send</title></head><body><main><h1>Too large to send</h1><p>${escapeXml(limit.refusal.error)}</p><p><a href="${escapeXml(limit.back)}">Go back</a></p></main></body></html>`;
}

function refuse(req: Request, res: Response, limit: Limit) {
  res.status(413).set("Connection", "close");
  if (req.accepts(["json", "html"]) === "html") res.type("html").send(tooLargePage(limit));
  else res.json(limit.refusal);
}

/**
 * 413 once a body passes the limit, whether it declares its length or streams in chunks. The
 * count sits in `push`, where the HTTP parser hands over each chunk before any reader sees it, so
 * every reader (React Router, better-auth) is covered and nothing past the limit is buffered:
 * the socket is paused, the 413 sent, and the connection closed. Readers still waiting get an
 * error instead of a truncated body they might take for a whole one.
 */
export const limitBodySize: RequestHandler = (req, res, next) => {
  const limit = limitOf(req);
  if (Number(req.headers["content-length"] ?? 0) > limit.bytes) {
    refuse(req, res, limit);
    return;
  }
  let received = 0;
  let cutOff = false;
  const push = req.push;
  req.push = function countedPush(chunk, encoding) {
    if (cutOff) return false;
    if (chunk !== null) received += (chunk as Buffer).length;
    if (received <= limit.bytes) return push.call(this, chunk, encoding);
    cutOff = true;
    res.locals.bodyCutOff = true;
    const fail = () => req.destroy(new BodyTooLargeError(limit.refusal.error));
    if (res.headersSent) {
      fail();
    } else {
      res.once("finish", fail);
      refuse(req, res, limit);
    }
    return false;
  };
  next();
};

/**
 * The whole body, read before better-auth sees the request: better-auth reports a body that fails
 * mid-stream as a server fault on the console, while a body read here that breaks off (or is not
 * text) ends in `answerBodyErrors` as the client error it is. better-auth reads a body that was
 * already read from `req.body`.
 */
export const readWholeBody = express.text({ type: () => true, limit: MAX_BODY_BYTES });

/**
 * A handler reading a body that was cut off above fails after the 413 went out: nothing is left
 * to answer. A body the reader refused (bad charset, too large) is the client's mistake.
 */
export const answerBodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
  if (res.locals.bodyCutOff && res.headersSent) return;
  const status = (error as { status?: unknown }).status;
  if (typeof status === "number" && status >= 400 && status < 500 && !res.headersSent) {
    res.status(status).json({ error: (error as Error).message });
    return;
  }
  next(error);
};
