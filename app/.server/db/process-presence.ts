import { randomInt } from "node:crypto";
import pg from "pg";
import type { Logger } from "pino";
import type { DatabaseHandle } from "#app/.server/db/client.ts";

/** The advisory locks' first key: which of the database's locks say "this process is alive". */
const PRESENCE_LOCKS = 7_391;
const RECONNECT_MS = 1_000;

/**
 * This process, as other processes can see it in the database: a session-level advisory lock
 * keyed by `id`, held on a connection of its own for as long as the process lives. A process
 * killed without warning loses its connection and the lock with it, so work it had claimed can
 * be taken over at once instead of after a timeout.
 */
export type Presence = { id: number; close: () => Promise<void> };

/** SQL that is true when the process with the given id (an SQL expression) is alive. */
export const presenceHeld = (idColumn: string) =>
  `exists (select 1 from pg_locks where locktype = 'advisory' and granted
    and classid = ${PRESENCE_LOCKS} and objid = ${idColumn} and objsubid = 2)`;

const LOCK = `select pg_advisory_lock(${PRESENCE_LOCKS}, $1)`;

export async function announcePresence(handle: DatabaseHandle, logger: Logger): Promise<Presence> {
  const id = randomInt(1, 2 ** 31 - 1);
  if (handle.engine.kind === "pglite") {
    // One process owns an embedded database: its one connection holds the lock until it stops.
    await handle.engine.client.query(LOCK, [id]);
    return { id, close: async () => {} };
  }
  const { pool } = handle.engine;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client(pool.options);
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      if (closed) return;
      // Meanwhile others may take over this process's claims; its own writes check they still hold.
      logger.warn({ err: error }, "lost the database connection that shows this process is alive");
      retry = setTimeout(connect, RECONNECT_MS);
      retry.unref();
    };
    next.on("error", lost);
    next.on("end", () => lost());
    try {
      await next.connect();
      await next.query(LOCK, [id]);
      client = next;
    } catch (error) {
      next.end().catch(() => {});
      if (closed) return;
      logger.warn({ err: error }, "could not show this process as alive; trying again");
      retry = setTimeout(connect, RECONNECT_MS);
      retry.unref();
    }
  };
  await connect();
  return {
    id,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end();
    },
  };
}
