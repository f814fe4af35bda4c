import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type DatabaseHandle, fromPglite } from "#app/.server/db/client.ts";
import { MIGRATIONS_DIR, runMigrations } from "#app/.server/db/migrate.ts";

const CACHE_DIR = path.resolve("tests/.cache");

/** Migrating PGlite takes seconds; the migrated data directory is kept per set of migrations. */
export async function migratedDataDir(): Promise<Blob> {
  const hash = createHash("sha256");
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    if (file.endsWith(".sql"))
      hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  const cached = path.join(CACHE_DIR, `pglite-unit-${hash.digest("hex").slice(0, 16)}.tar.gz`);
  if (existsSync(cached)) return new Blob([readFileSync(cached)]);
  const handle = fromPglite(await PGlite.create());
  await runMigrations(handle);
  if (handle.engine.kind !== "pglite") throw new Error("unreachable");
  const dump = await handle.engine.client.dumpDataDir("gzip");
  await handle.close();
  mkdirSync(CACHE_DIR, { recursive: true });
  // Written aside and renamed, so a test file starting meanwhile never reads half a file.
  const partial = `${cached}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, cached);
  return dump;
}

/** A database of its own, migrated, for a unit test that needs real tables. */
export async function openMigratedDatabase(): Promise<DatabaseHandle> {
  return fromPglite(await PGlite.create({ loadDataDir: await migratedDataDir() }));
}

/**
 * The unit tests' global setup: migrates once, before any test file starts, so files that open a
 * database load the cached one instead of each migrating at the same time.
 */
export default async function setup() {
  await migratedDataDir();
}
