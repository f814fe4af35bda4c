import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Config } from "#app/.server/config.ts";
import { lockDataDir } from "#app/.server/db/data-dir-lock.ts";
import { makePrivateFolder } from "#app/.server/db/private-folder.ts";
import { schema } from "#app/.server/db/tables.ts";

/** The one database type the app codes against, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  kind: "pglite" | "postgres";
  db: Database;
  /** The raw engine, for migrations and snapshots. */
  engine: { kind: "pglite"; client: PGlite } | { kind: "postgres"; pool: pg.Pool };
  close: () => Promise<void>;
};

export function fromPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    kind: "pglite",
    db,
    engine: { kind: "pglite", client },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

type PostgresOptions = {
  max?: number;
  /** Told when an idle connection drops (a server restart, an administrator ending it). */
  onIdleError?: (error: Error) => void;
};

export function fromPostgres(url: string, options: PostgresOptions = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // pg reports a dropped idle connection as an 'error' event on the pool; unheard, it would stop
  // the process. The pool replaces the connection on the next query, so noting it is enough.
  pool.on("error", (error) => options.onIdleError?.(error));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  let ending: Promise<void> | undefined;
  return {
    kind: "postgres",
    db,
    engine: { kind: "postgres", pool },
    // Every caller waits for the same end, so nothing runs against a pool that is still closing.
    close: () => {
      ending ??= pool.end();
      return ending;
    },
  };
}

export async function openDatabase(
  database: Config["database"],
  onIdleError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  if (database.kind === "postgres") return fromPostgres(database.url, { onIdleError });
  makePrivateFolder(database.dataDir);
  const release = lockDataDir(database.dataDir);
  let handle: DatabaseHandle;
  try {
    handle = fromPglite(await PGlite.create(database.dataDir));
  } catch (error) {
    release();
    throw error;
  }
  return {
    ...handle,
    close: async () => {
      await handle.close();
      release();
    },
  };
}

export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
