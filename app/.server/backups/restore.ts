import {
  closeSync,
  createReadStream,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
} from "node:fs";
import path from "node:path";
import { constants, createGunzip, gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { withDumpLines } from "#app/.server/backups/logical-dump.ts";
import {
  forgetSecrets,
  type RestoredFiles,
  RestoreRefused,
  releaseJobLocks,
  restoreLogical,
} from "#app/.server/backups/logical-restore.ts";
import { isDatabaseEntry, openPgliteSnapshot } from "#app/.server/backups/pglite-snapshot.ts";
import type { Config } from "#app/.server/config.ts";
import { type DatabaseHandle, fromPglite, openDatabase } from "#app/.server/db/client.ts";
import { lockDataDir } from "#app/.server/db/data-dir-lock.ts";

type Target = Config["database"];

type BackupKind = "snapshot" | "logical";

/** The start of a gzipped file, decompressed as far as its first 64 KB go. */
function headOf(file: string): Buffer {
  const fd = openSync(file, "r");
  try {
    const raw = Buffer.alloc(64 * 1024);
    const length = readSync(fd, raw, 0, raw.length, 0);
    return gunzipSync(raw.subarray(0, length), { finishFlush: constants.Z_SYNC_FLUSH });
  } finally {
    closeSync(fd);
  }
}

/**
 * What a file holds, read from its content rather than its name, so a backup renamed on the way
 * (a download's "(1)", a copy without its extension) still restores: the embedded database's
 * snapshot (a tar of its data folder) or a logical dump (JSON lines under our header).
 */
function backupKindOf(file: string): BackupKind {
  let head: Buffer;
  try {
    head = headOf(file);
  } catch {
    head = Buffer.alloc(0);
  }
  if (head.subarray(257, 262).toString("latin1") === "ustar") return "snapshot";
  if (head.toString("utf8").startsWith('{"format":"celestial-logical-backup"')) return "logical";
  throw new RestoreRefused(`${path.basename(file)} is not a backup of this site.`);
}

async function postgresIsEmpty(handle: DatabaseHandle): Promise<boolean> {
  const { rows } = (await handle.db.execute(sql`
    select count(*)::int as tables from information_schema.tables
    where table_schema in ('public', 'drizzle')`)) as unknown as { rows: { tables: number }[] };
  return (rows[0]?.tables ?? 0) === 0;
}

/** Empties the target, keeping what is not the database (the embedded folder's backups, secrets). */
async function clearTarget(target: Target, handle: DatabaseHandle | null) {
  if (target.kind === "pglite") {
    for (const entry of readdirSync(target.dataDir)) {
      if (isDatabaseEntry(entry) || entry === "postmaster.pid") {
        rmSync(path.join(target.dataDir, entry), { recursive: true, force: true });
      }
    }
    return;
  }
  await handle?.db.execute(
    sql.raw(
      "drop schema if exists drizzle cascade; drop schema public cascade; create schema public;",
    ),
  );
}

/** A gzipped backup file's text, as it is read. */
export function fileChunks(file: string): AsyncIterable<string> {
  return createReadStream(file).pipe(createGunzip()).setEncoding("utf8");
}

type Restored = { missingFiles: string[] };

/**
 * Restores a backup (a snapshot of the embedded database or a logical dump) into the configured
 * database, which must be empty unless `force` is given. Either kind restores into either engine:
 * a snapshot bound for PostgreSQL is opened in memory and copied over table by table. The files a
 * logical backup carries go to `files`; the answer names any its rows need that it lacked.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Restored> {
  const { file, target } = options;
  if (!existsSync(file)) throw new RestoreRefused(`No backup at ${file}.`);
  if (target.kind !== "pglite") return restoreInto(options);
  // The whole restore holds the data folder: a site still running on it is refused, not overwritten.
  mkdirSync(target.dataDir, { recursive: true, mode: 0o700 });
  const release = lockDataDir(target.dataDir);
  try {
    return await restoreInto(options);
  } finally {
    release();
  }
}

type RestoreOptions = { file: string; target: Target; force: boolean; files?: RestoredFiles };

async function restoreInto(options: RestoreOptions): Promise<Restored> {
  const { file, target, force, files } = options;
  const kind = backupKindOf(file);
  if (target.kind === "pglite" && existsSync(path.join(target.dataDir, "PG_VERSION"))) {
    if (!force) {
      throw new RestoreRefused(
        `${target.dataDir} already holds a database. Choose a new DATA_DIR, or add --force to replace it.`,
      );
    }
    await clearTarget(target, null);
  }

  if (target.kind === "pglite" && kind === "snapshot") {
    const client = await openPgliteSnapshot(readFileSync(file), target.dataDir);
    const handle = fromPglite(client);
    await forgetSecrets(handle.db);
    await releaseJobLocks(handle.db);
    await handle.close();
    return { missingFiles: [] };
  }

  const handle = await openDatabase(target);
  try {
    if (target.kind === "postgres" && !(await postgresIsEmpty(handle))) {
      if (!force) {
        throw new RestoreRefused(
          "The database in DATABASE_URL is not empty. Create a new database, or add --force to replace every table in it.",
        );
      }
      await clearTarget(target, handle);
    }
    if (kind === "logical") return await restoreLogical(handle, fileChunks(file), files);
    const source = fromPglite(await openPgliteSnapshot(readFileSync(file)));
    try {
      return await withDumpLines(source.db, new Date(), (lines) => restoreLogical(handle, lines));
    } finally {
      await source.close();
    }
  } finally {
    await handle.close();
  }
}
