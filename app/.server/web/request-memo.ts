import { AsyncLocalStorage } from "node:async_hooks";

type Memo = Map<string, Promise<unknown>>;

/**
 * Kept on globalThis: server/app.ts opens the scope through the source, while the loaders that
 * read it run from the server bundle, which has its own copy of this module.
 */
const SCOPE_KEY = Symbol.for("celestial.request-memo");
const shared = globalThis as { [SCOPE_KEY]?: AsyncLocalStorage<Memo> };
shared[SCOPE_KEY] ??= new AsyncLocalStorage<Memo>();
const scope = shared[SCOPE_KEY];

/**
 * Runs `handle` with a memo of its own. Only for requests that change nothing: React Router runs
 * each loader with a copy of the request, so this scope is what lets the root and the page share
 * one answer; an action could change that answer (a sign-out) before the loaders run.
 */
export function withRequestMemo<T>(handle: () => T): T {
  return scope.run(new Map(), handle);
}

/** `compute` once per request under `key`; outside a request's scope, every call computes. */
export function oncePerRequest<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const memo = scope.getStore();
  if (!memo) return compute();
  let answer = memo.get(key) as Promise<T> | undefined;
  if (!answer) {
    answer = compute();
    memo.set(key, answer);
  }
  return answer;
}
