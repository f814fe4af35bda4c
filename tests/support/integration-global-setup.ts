import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildPgliteSnapshot, SNAPSHOT_PATH } from "./database.ts";

/** Migrates PGlite once per run; every test file then starts from this snapshot. */
export default async function setup() {
  mkdirSync(path.dirname(SNAPSHOT_PATH), { recursive: true });
  const snapshot = await buildPgliteSnapshot();
  writeFileSync(SNAPSHOT_PATH, Buffer.from(await snapshot.arrayBuffer()));
}
