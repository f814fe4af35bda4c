import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type DatabaseHandle, fromPglite, fromPostgres } from "#app/.server/db/client.ts";
import { runMigrations } from "#app/.server/db/migrate.ts";
import { DEMO_PASSWORD, seedDemoData } from "#app/.server/demo/seed.ts";
import { migratedDataDir } from "./unit-database.ts";

export type Engine = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI sets it). */
export const engines: Engine[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export const SNAPSHOT_PATH = path.resolve("tests/.cache/pglite-migrated.tar.gz");

/**
 * A fresh PGlite, migrated, and seeded with the published demo password the tests sign in with.
 * Used once a run to make the snapshot. It starts from the migrated data directory the unit tests
 * keep per set of migrations, which spares a new database's initdb and the migrations (tens of
 * seconds on a busy machine); the seed always runs, so a changed seed is never missed.
 */
export async function buildPgliteSnapshot(): Promise<Blob> {
  const handle = fromPglite(await PGlite.create({ loadDataDir: await migratedDataDir() }));
  await migrateAndSeed(handle);
  const client = handle.engine.kind === "pglite" ? handle.engine.client : null;
  if (!client) throw new Error("unreachable");
  const snapshot = await client.dumpDataDir("gzip");
  await handle.close();
  return snapshot;
}

export type TestDatabase = DatabaseHandle & { dispose: () => Promise<void> };

/**
 * Where the integration global setup names the PostgreSQL database it migrated and seeded once for
 * the run; Vitest hands its environment to the test workers it starts afterwards.
 */
const TEMPLATE_VARIABLE = "TEST_DATABASE_TEMPLATE";

async function migrateAndSeed(handle: DatabaseHandle): Promise<void> {
  await runMigrations(handle);
  await seedDemoData(handle.db, () => DEMO_PASSWORD);
}

/**
 * Migrates and seeds one PostgreSQL database for the whole run and names it to the test workers:
 * each file's database is then a copy of it (a fraction of a second) instead of a migration and a
 * seed of its own (seconds). The returned function drops it.
 */
export async function preparePostgresTemplate(): Promise<() => Promise<void>> {
  const { url, drop } = await createEmptyPostgresDatabase();
  const handle = fromPostgres(url, { max: 1 });
  try {
    await migrateAndSeed(handle);
  } finally {
    // PostgreSQL copies a database only while nobody is connected to it.
    await handle.close();
  }
  process.env[TEMPLATE_VARIABLE] = new URL(url).pathname.slice(1);
  return async () => {
    delete process.env[TEMPLATE_VARIABLE];
    await drop();
  };
}

/**
 * A database of its own for one test file, migrated and holding the demo accounts: PGlite loads
 * the snapshot (well under a second), PostgreSQL gets a new database that is dropped afterwards,
 * copied from the run's template where there is one.
 */
export async function openTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === "pglite") {
    const snapshot = new Blob([readFileSync(SNAPSHOT_PATH)]);
    const handle = fromPglite(await PGlite.create({ loadDataDir: snapshot }));
    return { ...handle, dispose: handle.close };
  }
  const template = process.env[TEMPLATE_VARIABLE];
  const { url, drop } = await createPostgresDatabase(undefined, template);
  // The database is dropped with force at the end, which ends any connection still open.
  const handle = fromPostgres(url, { max: 4, onIdleError: () => {} });
  if (!template) await migrateAndSeed(handle);
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      await drop();
    },
  };
}

type CreatedDatabase = { url: string; drop: () => Promise<void> };

/** A new, empty database on the TEST_DATABASE_URL server (or another), and how to drop it (with force). */
export function createEmptyPostgresDatabase(
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<CreatedDatabase> {
  return createPostgresDatabase(serverUrl);
}

/** A new database on that server, empty or a copy of the database named `template`. */
async function createPostgresDatabase(
  serverUrl = process.env.TEST_DATABASE_URL,
  template?: string,
): Promise<CreatedDatabase> {
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `celestial_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
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
