import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Config } from "#app/.server/config.ts";
import { schema } from "#app/.server/db/schema.ts";

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

export function fromPostgres(url: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  let ended = false;
  return {
    kind: "postgres",
    db,
    engine: { kind: "postgres", pool },
    close: async () => {
      if (ended) return;
      ended = true;
      await pool.end();
    },
  };
}

export async function openDatabase(database: Config["database"]): Promise<DatabaseHandle> {
  if (database.kind === "postgres") return fromPostgres(database.url);
  mkdirSync(database.dataDir, { recursive: true });
  const client = await PGlite.create(database.dataDir);
  return fromPglite(client);
}

export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
