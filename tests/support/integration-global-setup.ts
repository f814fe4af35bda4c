import { mkdirSync, writeFileSync } from "node:fs";
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
  const snapshot = await buildPgliteSnapshot();
  writeFileSync(SNAPSHOT_PATH, Buffer.from(await snapshot.arrayBuffer()));
  if (engines.includes("postgres")) return preparePostgresTemplate();
}
