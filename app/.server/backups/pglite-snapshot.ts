import { gunzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";

/**
 * The files of the PostgreSQL data folder itself. The embedded database's folder is DATA_DIR, which
 * also holds the backups and the install's secrets: a restore replaces only these entries.
 */
const DATABASE_ENTRY =
  /^\/?(PG_VERSION|base|global|pg_[a-z_]+(\.conf)?|postgresql(\.auto)?\.conf)(\/|$)/;

export function isDatabaseEntry(path: string): boolean {
  return DATABASE_ENTRY.test(path);
}

/**
 * Opens an embedded database from a snapshot (a gzipped tar of its data folder, as backups were
 * made before they became logical dumps): in memory, or written into `dataDir`.
 */
export async function openPgliteSnapshot(snapshot: Buffer, dataDir?: string): Promise<PGlite> {
  const tar = gunzipSync(snapshot);
  const loadDataDir = new Blob([new Uint8Array(tar)]);
  return dataDir ? PGlite.create(dataDir, { loadDataDir }) : PGlite.create({ loadDataDir });
}
