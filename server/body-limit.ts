import express, { type ErrorRequestHandler, type RequestHandler, type Response } from "express";

export const MAX_BODY_BYTES = 1024 * 1024;

const TOO_LARGE = { error: "Request body too large" };

class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
}

function refuse(res: Response) {
  res.status(413).set("Connection", "close").json(TOO_LARGE);
}

/**
 * 413 once a body passes the limit, whether it declares its length or streams in chunks. The
 * count sits in `push`, where the HTTP parser hands over each chunk before any reader sees it, so
 * every reader (React Router, better-auth) is covered and nothing past the limit is buffered:
 * the socket is paused, the 413 sent, and the connection closed. Readers still waiting get an
 * error instead of a truncated body they might take for a whole one.
 */
export const limitBodySize: RequestHandler = (req, res, next) => {
  if (Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES) {
    refuse(res);
    return;
  }
  let received = 0;
  let cutOff = false;
  const push = req.push;
  req.push = function countedPush(chunk, encoding) {
    if (cutOff) return false;
    if (chunk !== null) received += (chunk as Buffer).length;
    if (received <= MAX_BODY_BYTES) return push.call(this, chunk, encoding);
    cutOff = true;
    res.locals.bodyCutOff = true;
    const fail = () => req.destroy(new BodyTooLargeError(TOO_LARGE.error));
    if (res.headersSent) {
      fail();
    } else {
      res.once("finish", fail);
      refuse(res);
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
