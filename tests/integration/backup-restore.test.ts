import { execFile } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type DatabaseHandle, fromPglite, fromPostgres } from "#app/.server/db/client.ts";
import { contactMessages, newsletterSubscribers } from "#app/.server/db/forms-schema.ts";
import { insertAccount } from "#app/.server/db/insert-account.ts";
import {
  accounts,
  consultationBookings,
  profiles,
  sessions,
  siteSettings,
  userRoles,
  users,
  verifications,
} from "#app/.server/db/schema.ts";
import { orderLines, orders, products } from "#app/.server/db/shop-schema.ts";
import { getSiteSettings, saveSiteSettings } from "#app/.server/settings.ts";
import {
  createEmptyPostgresDatabase,
  engines,
  type TestDatabase,
} from "#tests/support/database.ts";
import { rowsWhere } from "#tests/support/rows.ts";
import { postForm, signInAs, signInResponse } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { useTestApp } from "#tests/support/use-test-app.ts";

const run = promisify(execFile);
const MEMBER = "made-before-backup@celestial.example";

/** `npm run db:restore -- FILE [--force]` as a person runs it, against the given target. */
function restoreCli(file: string, target: Record<string, string>, force = false) {
  return run(
    process.execPath,
    ["--import", "tsx", "scripts/db-restore.ts", file, ...(force ? ["--force"] : [])],
    { env: { ...process.env, DATABASE_URL: "", DATA_DIR: "", ...target } },
  );
}

/** Every kind of row the site keeps, counted. */
async function countRows(handle: DatabaseHandle) {
  const tables = {
    users,
    accounts,
    profiles,
    userRoles,
    orders,
    orderLines,
    consultationBookings,
    contactMessages,
    newsletterSubscribers,
    siteSettings,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await handle.db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

/** A member, an order, a booking, a submission, a subscription and a changed setting. */
async function addOneOfEverything(app: TestApp) {
  const { db } = app.services;
  const [credential] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(users.email, "client@celestial.example"));
  await db.transaction((tx) =>
    insertAccount(tx, {
      email: MEMBER,
      firstName: "Before",
      lastName: "Backup",
      passwordHash: credential?.password ?? "",
      role: "partner",
      emailVerified: true,
    }),
  );
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  const [order] = await db
    .insert(orders)
    .values({ email: MEMBER, totalCents: 4200, idempotencyKey: "restore-test" })
    .returning({ id: orders.id });
  await db.insert(orderLines).values({
    orderId: order?.id ?? "",
    productId: product?.id ?? "",
    name: "A product",
    unitPriceCents: 4200,
    quantity: 1,
  });
  await db.insert(consultationBookings).values({
    name: "Before Backup",
    email: MEMBER,
    timezone: "America/New_York",
    consultationType: "team",
    priceCents: 5000,
    durationMinutes: 60,
    calendarId: 1,
    status: "confirmed",
    scheduledAt: new Date("2027-01-04T14:00:00Z"),
    endsAt: new Date("2027-01-04T15:00:00Z"),
  });
  await db.insert(contactMessages).values({
    inquiry: "general",
    fullName: "Before Backup",
    email: MEMBER,
    topic: "general",
    message: "Please keep this.",
  });
  await db.insert(newsletterSubscribers).values({ email: MEMBER, source: "footer" });
  const settings = await getSiteSettings(db, app.services.config);
  await saveSiteSettings(db, { ...settings, siteName: "Restored Collective" });
}

describe.each(engines)("backup and restore on %s", (engine) => {
  const workDir = mkdtempSync(path.join(tmpdir(), "restore-test-"));
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));
  const source = useTestApp(engine, { BACKUP_DIR: path.join(workDir, "backups") });
  let backupFile: string;
  let before: Record<string, number>;
  beforeAll(async () => {
    await addOneOfEverything(source);
    before = await countRows(source.database);
    const admin = await signInAs(source, "admin@celestial.example");
    expect(
      (await postForm(source, "/admin/backups", { intent: "create" }, { cookie: admin })).status,
    ).toBe(302);
    const [backup] = await source.services.backups.list();
    const download = await source.fetch(`/admin/backups/${backup?.name}`, {
      headers: { cookie: admin },
    });
    expect(download.status).toBe(200);
    backupFile = path.join(workDir, backup?.name ?? "");
    writeFileSync(backupFile, Buffer.from(await download.arrayBuffer()));
  });

  /** Starts the site on a restored database and signs in as the member made before the backup. */
  async function expectRestored(handle: TestDatabase) {
    expect(await countRows(handle)).toEqual(before);
    // The admin who made the backup was signed in: a restored site makes everyone sign in again.
    expect(await handle.db.select({ id: sessions.id }).from(sessions)).toEqual([]);
    expect(await handle.db.select({ id: verifications.id }).from(verifications)).toEqual([]);
    const app = await startTestApp(engine, {}, { database: handle });
    try {
      expect((await signInResponse(app, MEMBER)).status).toBe(302);
      expect((await getSiteSettings(app.services.db, app.services.config)).siteName).toBe(
        "Restored Collective",
      );
      const [booking] = await rowsWhere(app, consultationBookings, { email: MEMBER });
      expect(booking?.scheduledAt?.toISOString()).toBe("2027-01-04T14:00:00.000Z");
      const [role] = await app.services.db
        .select({ role: userRoles.role })
        .from(userRoles)
        .innerJoin(profiles, eq(profiles.id, userRoles.userId))
        .where(eq(profiles.email, MEMBER));
      expect(role?.role).toBe("partner");
    } finally {
      await app.close();
    }
  }

  test("db:restore makes a new data folder from the downloaded backup; the site starts on it with every row", async () => {
    const dataDir = path.join(workDir, "restored-data");
    const { stdout } = await restoreCli(backupFile, { DATA_DIR: dataDir });
    expect(stdout).toContain("Restored");
    const refused = await restoreCli(backupFile, { DATA_DIR: dataDir }).catch((error) => error);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("already holds a database");
    await restoreCli(backupFile, { DATA_DIR: dataDir }, true);
    const handle = fromPglite(await PGlite.create(dataDir));
    await expectRestored({ ...handle, dispose: handle.close });
    await handle.close();
  }, 120_000);

  test("a renamed backup restores; a file that is not a backup is refused in one sentence", async () => {
    const renamed = path.join(workDir, "site backup (1)");
    copyFileSync(backupFile, renamed);
    const dataDir = path.join(workDir, "restored-from-renamed");
    await restoreCli(renamed, { DATA_DIR: dataDir });
    const handle = fromPglite(await PGlite.create(dataDir));
    await expectRestored({ ...handle, dispose: handle.close });
    await handle.close();

    const notGzip = path.join(workDir, "notes.ndjson.gz");
    writeFileSync(notGzip, "just some notes\n");
    const gzippedJunk = path.join(workDir, "photos.tar.gz");
    writeFileSync(gzippedJunk, gzipSync(Buffer.from('{"hello":"world"}\n')));
    for (const file of [notGzip, gzippedJunk]) {
      const refused = await restoreCli(file, { DATA_DIR: path.join(workDir, "never") }).catch(
        (error) => error,
      );
      expect(refused.code, file).toBe(1);
      expect(refused.stderr.trim(), file).toBe(
        `${path.basename(file)} is not a backup of this site.`,
      );
    }
  }, 120_000);

  // Only the embedded database ever made snapshots.
  if (engine === "pglite") {
    test("a snapshot made before backups left secrets out restores without its sessions", async () => {
      const { engine: pglite } = source.database;
      if (pglite.kind !== "pglite") throw new Error("needs the embedded database");
      await signInAs(source, "client@celestial.example");
      const snapshot = path.join(workDir, "old-snapshot.tar.gz");
      const dump = await pglite.client.dumpDataDir("gzip");
      writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
      const dataDir = path.join(workDir, "restored-from-snapshot");
      await restoreCli(snapshot, { DATA_DIR: dataDir });
      const handle = fromPglite(await PGlite.create(dataDir));
      try {
        expect(await handle.db.select({ id: sessions.id }).from(sessions)).toEqual([]);
        const [member] = await handle.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, MEMBER));
        expect(member).toBeDefined();
      } finally {
        await handle.close();
      }
    }, 120_000);
  }

  test.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "db:restore loads the backup into an empty PostgreSQL database, and refuses one that is not empty",
    async () => {
      const target = await createEmptyPostgresDatabase();
      try {
        await restoreCli(backupFile, { DATABASE_URL: target.url });
        const refused = await restoreCli(backupFile, { DATABASE_URL: target.url }).catch((e) => e);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain("is not empty");
        await restoreCli(backupFile, { DATABASE_URL: target.url }, true);
        const handle = fromPostgres(target.url, { max: 2 });
        await expectRestored({ ...handle, dispose: handle.close });
        await handle.close();
      } finally {
        await target.drop();
      }
    },
    120_000,
  );
});
