import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type DatabaseHandle, fromPglite, fromPostgres } from "#app/.server/db/client.ts";
import { runMigrations } from "#app/.server/db/migrate.ts";
import { DEMO_PASSWORD, seedDemoData } from "#app/.server/demo/seed.ts";

export type Engine = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI sets it). */
export const engines: Engine[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export const SNAPSHOT_PATH = path.resolve("tests/.cache/pglite-migrated.tar.gz");

/**
 * A fresh PGlite from scratch: migrated, and seeded with the published demo password the tests sign
 * in with. Used once to make the snapshot.
 */
export async function buildPgliteSnapshot(): Promise<Blob> {
  const handle = fromPglite(await PGlite.create());
  await runMigrations(handle);
  await seedDemoData(handle.db, () => DEMO_PASSWORD);
  const client = handle.engine.kind === "pglite" ? handle.engine.client : null;
  if (!client) throw new Error("unreachable");
  const snapshot = await client.dumpDataDir("gzip");
  await handle.close();
  return snapshot;
}

export type TestDatabase = DatabaseHandle & { dispose: () => Promise<void> };

/**
 * A database of its own for one test file, migrated and holding the demo accounts: PGlite loads
 * the snapshot (well under a second), PostgreSQL gets a new database that is dropped afterwards.
 */
export async function openTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === "pglite") {
    const snapshot = new Blob([readFileSync(SNAPSHOT_PATH)]);
    const handle = fromPglite(await PGlite.create({ loadDataDir: snapshot }));
    return { ...handle, dispose: handle.close };
  }
  const { url, drop } = await createEmptyPostgresDatabase();
  // The database is dropped with force at the end, which ends any connection still open.
  const handle = fromPostgres(url, { max: 4, onIdleError: () => {} });
  await runMigrations(handle);
  await seedDemoData(handle.db, () => DEMO_PASSWORD);
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      await drop();
    },
  };
}

/** A new, empty database on the TEST_DATABASE_URL server (or another), and how to drop it (with force). */
export async function createEmptyPostgresDatabase(
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `celestial_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
