import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  buildPgliteSnapshot,
  engines,
  preparePostgresTemplate,
  SNAPSHOT_PATH,
} from "./database.ts";

/**
 * Migrates and seeds each engine once per run: every test file then starts from PGlite's snapshot
 * or a copy of PostgreSQL's template database, which is dropped when the run ends.
 */
export default async function setup() {
  mkdirSync(path.dirname(SNAPSHOT_PATH), { recursive: true });
  // PostgreSQL's work runs in its own server process, beside PGlite's in this one.
  const template = engines.includes("postgres") ? preparePostgresTemplate() : undefined;
  let snapshot: Blob;
  try {
    snapshot = await buildPgliteSnapshot();
  } catch (error) {
    await (await template)?.();
    throw error;
  }
  // Written aside and renamed: another run in this folder may be reading the snapshot.
  const partial = `${SNAPSHOT_PATH}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()));
  renameSync(partial, SNAPSHOT_PATH);
  return template;
}
