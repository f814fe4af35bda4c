import pg from "pg";
import type { Logger } from "pino";
import type { DatabaseHandle } from "#app/.server/db/client.ts";

/** The channel the database triggers of migration 0014 notify, with the changed table's name. */
const CHANNEL = "public_change";
const RECONNECT_MS = 1_000;

/** `null`: changes may have been missed (the listening connection dropped), so forget everything. */
export type ChangeListener = (table: string | null) => void;

/**
 * Changes to what public pages show, as told by the database to every instance. Whoever keeps
 * such data in memory subscribes, and keeps it only while `live`: without a listening connection
 * a change made on another instance would go unseen.
 */
export type ChangeFeed = {
  readonly live: boolean;
  subscribe: (listener: ChangeListener) => () => void;
  close: () => Promise<void>;
};

function fanOut() {
  const listeners = new Set<ChangeListener>();
  return {
    listeners,
    emit: (table: string | null) => {
      for (const listener of listeners) listener(table);
    },
  };
}

export async function openChangeFeed(handle: DatabaseHandle, logger: Logger): Promise<ChangeFeed> {
  const { listeners, emit } = fanOut();
  const subscribe = (listener: ChangeListener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  if (handle.engine.kind === "pglite") {
    // One embedded database in this process: its notifications arrive right after each write.
    const { client } = handle.engine;
    const unlisten = await client.listen(CHANNEL, (table) => emit(table));
    return {
      live: true,
      subscribe,
      close: async () => {
        if (!client.closed) await unlisten();
      },
    };
  }

  const { pool } = handle.engine;
  const poolState = pool as pg.Pool & { ending?: boolean };
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (error?: Error) => {
    if (live) logger.warn({ err: error }, "lost the database change feed; caches are off");
    live = false;
    client = null;
    emit(null);
    if (closed || poolState.ending) return;
    retry = setTimeout(connect, RECONNECT_MS);
    retry.unref();
  };

  async function connect() {
    const next = new pg.Client(pool.options);
    next.on("notification", (message) => emit(message.payload ?? null));
    next.on("error", (error) => {
      if (client === next) lost(error);
    });
    next.on("end", () => {
      if (client === next) lost();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      next.end().catch(() => {});
      lost(error as Error);
      return;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    // Whatever changed while nobody listened is unknown: start from nothing.
    emit(null);
    live = true;
  }

  await connect();
  return {
    get live() {
      return live;
    },
    subscribe,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const current = client;
      live = false;
      client = null;
      await current?.end();
    },
  };
}
