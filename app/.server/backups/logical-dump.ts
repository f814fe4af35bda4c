import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import { type BackupFiles, fileLine } from "#app/.server/backups/backup-files.ts";
import { rowLineWithoutSecrets, SECRET_TABLES } from "#app/.server/backups/secret-tables.ts";
import type { Database } from "#app/.server/db/client.ts";

/** The first line of a logical backup: what it holds and which schema it was made with. */
export type DumpHeader = {
  format: "celestial-logical-backup";
  version: 1;
  createdAt: string;
  /** The `when` of every migration applied to the source, so a restore can rebuild that schema. */
  migrations: number[];
  tables: string[];
};

/** A line after the header: one row of one table, as PostgreSQL's own JSON of the row. */
export type DumpRow = { t: string; r: Record<string, unknown> };

type Executor = Pick<Database, "execute">;

const BATCH = 500;

async function rowsOf<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Every table the site owns (the base tables of the public schema), parents before the tables
 * that refer to them, so a restore can insert in this order with every foreign key checked.
 */
async function listSiteTables(db: Executor): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  return parentsFirst(
    tables.map((table) => table.name),
    references,
  );
}

export function parentsFirst(
  tables: string[],
  references: { child: string; parent: string }[],
): string[] {
  const ordered: string[] = [];
  const pending = new Set(tables);
  while (pending.size > 0) {
    const ready = [...pending].filter((table) =>
      references.every(
        (ref) => ref.child !== table || ref.parent === table || !pending.has(ref.parent),
      ),
    );
    // A cycle of references cannot be ordered; its tables go last, alphabetically.
    const next = ready.length > 0 ? ready : [...pending];
    for (const table of next) {
      ordered.push(table);
      pending.delete(table);
    }
  }
  return ordered;
}

async function appliedMigrations(db: Executor): Promise<number[]> {
  const rows = await rowsOf<{ applied: string | number }>(
    db,
    sql`select created_at as applied from drizzle.__drizzle_migrations order by created_at`,
  );
  return rows.map((row) => Number(row.applied));
}

/**
 * The backup's lines, read through a cursor so a large table never sits whole in memory. Secret
 * tables are listed in the header (a restore empties them) but their rows are left out; a row that
 * holds a secret in one column is kept with that column blanked.
 */
async function* dumpLines(
  db: Executor,
  now: Date,
  counts: Record<string, number> = {},
  files?: BackupFiles,
): AsyncGenerator<string> {
  const keys = new Set<string>();
  const tables = await listSiteTables(db);
  const header: DumpHeader = {
    format: "celestial-logical-backup",
    version: 1,
    createdAt: now.toISOString(),
    migrations: await appliedMigrations(db),
    tables,
  };
  yield `${JSON.stringify(header)}\n`;
  for (const table of tables.filter((name) => !SECRET_TABLES.has(name))) {
    counts[table] = 0;
    await db.execute(
      sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as line from ${sql.identifier(table)} t`,
    );
    for (;;) {
      const batch = await rowsOf<{ line: string }>(db, sql.raw(`fetch ${BATCH} from backup_rows`));
      if (batch.length === 0) break;
      counts[table] += batch.length;
      if (table === files?.table) {
        for (const row of batch)
          for (const key of files.keysOf(JSON.parse(row.line))) keys.add(key);
      }
      yield batch
        .map(
          (row) => `{"t":${JSON.stringify(table)},"r":${rowLineWithoutSecrets(table, row.line)}}\n`,
        )
        .join("");
    }
    await db.execute(sql`close backup_rows`);
  }
  // After every row, the files they name; one deleted since the transaction began is left out
  // (a restore reports it missing).
  for (const key of keys) {
    const bytes = await files?.read(key);
    if (bytes) yield fileLine(key, bytes);
  }
}

/**
 * Hands `use` the lines of a logical dump of every site table, made through SQL alone so it works
 * on a managed database. One repeatable-read transaction makes every table agree with the others,
 * as of the moment it starts.
 */
export function withDumpLines<T>(
  db: Database,
  now: Date,
  use: (lines: AsyncIterable<string>) => Promise<T>,
  /** Filled with each table's row count as the lines go by. */
  counts?: Record<string, number>,
  /** Files the rows name, carried after them. */
  files?: BackupFiles,
): Promise<T> {
  return db.transaction((tx) => use(dumpLines(tx as unknown as Executor, now, counts, files)), {
    isolationLevel: "repeatable read",
    accessMode: "read only",
  });
}

/**
 * A logical dump into a gzipped JSON-lines file, readable by its owner only. Answers how many rows
 * of each table it holds: the live site's counts at that moment, which a restore drill compares.
 */
export async function dumpToFile(
  db: Database,
  file: string,
  now: Date,
  files?: BackupFiles,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await withDumpLines(
    db,
    now,
    (lines) =>
      pipeline(Readable.from(lines), createGzip(), createWriteStream(file, { mode: 0o600 })),
    counts,
    files,
  );
  return counts;
}
