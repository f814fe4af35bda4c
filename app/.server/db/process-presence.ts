import { randomInt } from "node:crypto";
import type { Logger } from "pino";
import type { DatabaseHandle } from "#app/.server/db/client.ts";
import { keepDedicatedConnection } from "#app/.server/db/dedicated-connection.ts";

/** The advisory locks' first key: which of the database's locks say "this process is alive". */
const PRESENCE_LOCKS = 7_391;

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
  const connection = await keepDedicatedConnection(handle.engine.pool, {
    setUp: async (client) => {
      await client.query(LOCK, [id]);
    },
    down: (error, wasUp) => {
      // Meanwhile others may take over this process's claims; its own writes check they still hold.
      const message = wasUp
        ? "lost the database connection that shows this process is alive"
        : "could not show this process as alive; trying again";
      logger.warn({ err: error }, message);
    },
  });
  return { id, close: connection.close };
}
