import { promisify } from "node:util";
import { gunzipSync, gzip } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { filterTar } from "#app/.server/backups/tar-filter.ts";

/**
 * The files of the PostgreSQL data folder itself. The embedded database's folder is DATA_DIR, which
 * also holds the backups (a snapshot must not swallow the earlier ones) and the install's secrets
 * (the session secret and demo passwords stay with the install, not in a downloadable file).
 */
const DATABASE_ENTRY =
  /^\/?(PG_VERSION|base|global|pg_[a-z_]+(\.conf)?|postgresql(\.auto)?\.conf)(\/|$)/;

export function isDatabaseEntry(path: string): boolean {
  return DATABASE_ENTRY.test(path);
}

/**
 * A consistent snapshot of the embedded database, as a gzipped tar. PGlite takes the copy between
 * two queries; a transaction that was open is rolled back when the copy starts, as after a crash.
 */
export async function snapshotPglite(client: PGlite): Promise<Buffer> {
  await client.exec("checkpoint");
  const tar = new Uint8Array(await (await client.dumpDataDir("none")).arrayBuffer());
  // Compressed off the main thread: a site serving requests meanwhile keeps answering them.
  return promisify(gzip)(filterTar(tar, isDatabaseEntry));
}

/** Opens an embedded database from a snapshot: in memory, or written into `dataDir`. */
export async function openPgliteSnapshot(snapshot: Buffer, dataDir?: string): Promise<PGlite> {
  const tar = gunzipSync(snapshot);
  const loadDataDir = new Blob([new Uint8Array(tar)]);
  return dataDir ? PGlite.create(dataDir, { loadDataDir }) : PGlite.create({ loadDataDir });
}
