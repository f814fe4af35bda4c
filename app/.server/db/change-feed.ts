import type { Logger } from "pino";
import type { DatabaseHandle } from "#app/.server/db/client.ts";
import { keepDedicatedConnection } from "#app/.server/db/dedicated-connection.ts";

/** The channel the database triggers of migration 0014 notify, with the changed table's name. */
const CHANNEL = "public_change";

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

  let live = false;
  const connection = await keepDedicatedConnection(handle.engine.pool, {
    setUp: async (client) => {
      client.on("notification", (message) => emit(message.payload ?? null));
      await client.query(`LISTEN ${CHANNEL}`);
    },
    up: () => {
      // Whatever changed while nobody listened is unknown: start from nothing.
      emit(null);
      live = true;
    },
    down: (error) => {
      if (live) logger.warn({ err: error }, "lost the database change feed; caches are off");
      live = false;
      emit(null);
    },
  });
  return {
    get live() {
      return live;
    },
    subscribe,
    close: async () => {
      live = false;
      await connection.close();
    },
  };
}
