import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type BackupFiles, type FileLine, fileBytes } from "#app/.server/backups/backup-files.ts";
import type { DumpHeader, DumpRow } from "#app/.server/backups/logical-dump.ts";
import { SECRET_TABLES } from "#app/.server/backups/secret-tables.ts";
import type { Database, DatabaseHandle } from "#app/.server/db/client.ts";
import { MIGRATIONS_DIR, runMigrations } from "#app/.server/db/migrate.ts";

const BATCH = 500;

/** A restore that must not go ahead; the message tells the person running it what to do. */
export class RestoreRefused extends Error {
  override name = "RestoreRefused";
}

type Journal = { entries: { when: number; tag: string }[] };

/**
 * A migrations folder holding only the migrations the backup's database had, so its rows go into
 * the schema they were written for; the newer migrations then run over them as on any upgrade.
 */
function migrationsAsOf(applied: number[]): string {
  const journalPath = path.join(MIGRATIONS_DIR, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as Journal;
  const known = new Set(journal.entries.map((entry) => entry.when));
  if (applied.some((when) => !known.has(when))) {
    throw new RestoreRefused(
      "This backup was made by a newer version of the site: update the site, then restore.",
    );
  }
  const wanted = new Set(applied);
  const folder = mkdtempSync(path.join(tmpdir(), "restore-migrations-"));
  mkdirSync(path.join(folder, "meta"));
  const entries = journal.entries.filter((entry) => wanted.has(entry.when));
  writeFileSync(
    path.join(folder, "meta", "_journal.json"),
    JSON.stringify({ ...journal, entries }),
  );
  for (const entry of entries) {
    copyFileSync(
      path.join(MIGRATIONS_DIR, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  return folder;
}

async function insertBatch(db: Database, table: string, rows: Record<string, unknown>[]) {
  const first = rows[0];
  if (!first) return;
  const columns = sql.join(
    Object.keys(first).map((column) => sql.identifier(column)),
    sql`, `,
  );
  // json_populate_recordset turns each JSON value back into its column's type (timestamps,
  // enums, ranges, arrays), exactly as PostgreSQL printed it.
  await db.execute(sql`
    insert into ${sql.identifier(table)} (${columns})
    select ${columns} from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`);
}

/** Serial and identity columns continue after the restored rows, not from 1. */
async function resetSequences(db: Database, tables: string[]) {
  for (const table of tables) {
    const { rows } = (await db.execute(sql`
      select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = ${table}
        and (column_default like 'nextval(%' or is_identity = 'YES')`)) as unknown as {
      rows: { name: string }[];
    };
    for (const { name } of rows) {
      const column = sql.identifier(name);
      await db.execute(sql`
        select setval(pg_get_serial_sequence(${`"${table}"`}, ${name}),
          coalesce(max(${column}), 1), max(${column}) is not null)
        from ${sql.identifier(table)}`);
    }
  }
}

/** Empties the secret tables of a restored database (a snapshot brings its rows along). */
export async function forgetSecrets(db: Database): Promise<void> {
  const { rows } = (await db.execute(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'`)) as unknown as {
    rows: { name: string }[];
  };
  for (const { name } of rows) {
    if (SECRET_TABLES.has(name)) await db.execute(sql`truncate ${sql.identifier(name)}`);
  }
}

/** Jobs that were running when the backup was taken run again, as after a crash. */
export async function releaseJobLocks(db: Database): Promise<void> {
  await db.execute(
    sql`update jobs set locked_by = null, locked_until = null where locked_by is not null`,
  );
}

/** Single lines from chunks that hold any number of them (a file's lines, or a dump's batches). */
async function* splitLines(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let rest = "";
  for await (const chunk of chunks) {
    const parts = (rest + chunk).split("\n");
    rest = parts.pop() ?? "";
    yield* parts;
  }
  if (rest) yield rest;
}

/** Where a restore puts the files a backup carries; without it they are only checked. */
export type RestoredFiles = Pick<BackupFiles, "table" | "keysOf" | "write">;

/**
 * Loads a logical backup into an empty database: the backup's schema first, its rows (in the
 * order they were dumped, parents first) in one transaction, then the migrations since. The files
 * after the rows are checked against their hashes and handed to `files`; the answer names those
 * the restored rows name but the backup lacks.
 */
export async function restoreLogical(
  handle: DatabaseHandle,
  chunks: AsyncIterable<string>,
  files?: RestoredFiles,
): Promise<{ missingFiles: string[] }> {
  const named = new Set<string>();
  const carried = new Set<string>();
  const iterator = splitLines(chunks);
  const first = await iterator.next();
  const header = (first.done ? null : JSON.parse(first.value)) as DumpHeader | null;
  if (header?.format !== "celestial-logical-backup") {
    throw new RestoreRefused("This file is not a backup of this site.");
  }
  const folder = migrationsAsOf(header.migrations);
  try {
    await runMigrations(handle, folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  await handle.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    // Rows a migration itself inserted are in the backup too.
    for (const table of header.tables) {
      await db.execute(sql`truncate ${sql.identifier(table)} cascade`);
    }
    let table = "";
    let batch: Record<string, unknown>[] = [];
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      if (next.value.trim() === "") continue;
      const line = JSON.parse(next.value) as DumpRow | FileLine;
      if ("f" in line) {
        const bytes = fileBytes(line);
        if (!bytes) throw new RestoreRefused(`The backup's copy of ${line.f} is damaged.`);
        await files?.write(line.f, bytes);
        carried.add(line.f);
        continue;
      }
      const row = line;
      if (row.t === files?.table) for (const key of files.keysOf(row.r)) named.add(key);
      // A backup made before secrets were left out still holds them: they stay out.
      if (SECRET_TABLES.has(row.t)) continue;
      if (row.t !== table || batch.length >= BATCH) {
        await insertBatch(db, table, batch);
        table = row.t;
        batch = [];
      }
      batch.push(row.r);
    }
    await insertBatch(db, table, batch);
    await resetSequences(db, header.tables);
  });
  await runMigrations(handle);
  await releaseJobLocks(handle.db);
  return { missingFiles: [...named].filter((key) => !carried.has(key)) };
}
