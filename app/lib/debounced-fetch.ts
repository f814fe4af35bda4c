const DEBOUNCE_MS = 200;

/**
 * Fetches `url` once typing pauses, for an effect: the function it returns (the effect's cleanup)
 * cancels the wait or the request under way, so a stale answer never reaches `handle`. `failed`
 * hears of a request that failed (or that `handle` threw on), never of one that was cancelled.
 */
export function debouncedFetch(
  url: string,
  init: RequestInit,
  handle: (response: Response) => Promise<void>,
  failed: () => void,
): () => void {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    fetch(url, { ...init, signal: controller.signal })
      .then(handle)
      .catch(() => {
        if (!controller.signal.aborted) failed();
      });
  }, DEBOUNCE_MS);
  return () => {
    clearTimeout(timer);
    controller.abort();
  };
}
