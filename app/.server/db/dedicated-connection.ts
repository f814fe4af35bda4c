import pg from "pg";

const RECONNECT_MS = 1_000;

export type DedicatedConnectionHandlers = {
  /** What the connection is for (take a session lock, LISTEN), done on every new connection. */
  setUp: (client: pg.Client) => Promise<void>;
  /** The connection is up, the first time or again. */
  up?: () => void;
  /** It could not be made (`wasUp` false) or it dropped (`wasUp` true); it is tried again. */
  down: (error: Error | undefined, wasUp: boolean) => void;
};

/**
 * A connection of its own beside the pool, for what a pooled connection cannot keep (a session's
 * advisory lock, a LISTEN): set up on connecting, and made again a second after it fails or drops,
 * until closed or until the pool itself ends. One that comes up after `close` is ended at once,
 * so nothing it holds outlives the close.
 */
export async function keepDedicatedConnection(
  pool: pg.Pool,
  handlers: DedicatedConnectionHandlers,
): Promise<{ close: () => Promise<void> }> {
  const poolState = pool as pg.Pool & { ending?: boolean };
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const tryAgain = () => {
    if (closed || poolState.ending) return;
    retry = setTimeout(connect, RECONNECT_MS);
    retry.unref();
  };

  async function connect() {
    const next = new pg.Client(pool.options);
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      handlers.down(error, true);
      tryAgain();
    };
    next.on("error", lost);
    next.on("end", () => lost());
    try {
      await next.connect();
      await handlers.setUp(next);
    } catch (error) {
      next.end().catch(() => {});
      if (closed) return;
      handlers.down(error as Error, false);
      tryAgain();
      return;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    handlers.up?.();
  }

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end();
    },
  };
}
