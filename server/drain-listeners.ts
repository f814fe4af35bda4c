import type { NextFunction, Request, Response } from "express";

type Listener = (...args: unknown[]) => void;

/**
 * `compression` forwards `res.on("drain")` to its zlib stream but not `res.off`, so every
 * `once("drain")` React Router registers while streaming a page under back-pressure stays on that
 * stream until the response ends (and Node warns of a leak past ten). Installed after
 * `compression`, this keeps one real drain listener per response and a set that `off` can empty.
 */
export function singleDrainListener(_req: Request, res: Response, next: NextFunction) {
  const on = res.on;
  const removeListener = res.removeListener;
  const waiting = new Set<Listener>();
  const dispatch = () => {
    for (const listener of [...waiting]) listener();
  };
  let attached = false;

  function addListener(this: Response, event: string | symbol, listener: Listener) {
    if (event !== "drain") return on.call(this, event, listener);
    waiting.add(listener);
    if (!attached) {
      attached = true;
      on.call(this, "drain", dispatch);
    }
    return this;
  }
  function dropListener(this: Response, event: string | symbol, listener: Listener) {
    if (event !== "drain") return removeListener.call(this, event, listener);
    // `once` registers a wrapper whose `listener` property is the function callers remove.
    for (const waiter of waiting) {
      if (waiter === listener || (waiter as { listener?: Listener }).listener === listener) {
        waiting.delete(waiter);
      }
    }
    return this;
  }
  res.on = addListener as Response["on"];
  res.addListener = addListener as Response["addListener"];
  res.removeListener = dropListener as Response["removeListener"];
  res.off = dropListener as Response["off"];
  next();
}
