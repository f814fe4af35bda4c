import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
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
  siteSettings,
  userRoles,
  users,
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
