import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, onTestFinished, test } from "vitest";
import { withDownloadedBackup } from "#app/.server/backups/offsite.ts";
import { fromPglite } from "#app/.server/db/client.ts";
import { backups } from "#app/.server/db/jobs-schema.ts";
import { outbox, users } from "#app/.server/db/schema.ts";
import { engines } from "#tests/support/database.ts";
import { startFakeS3 } from "#tests/support/fake-s3.ts";
import type { TestApp } from "#tests/support/test-app.ts";
import { useResource, useSignedIn, useTestApp } from "#tests/support/use-test-app.ts";

const run = promisify(execFile);
const METRICS_TOKEN = "a-scraper-token-of-some-length";

/** One sample of a metric without labels, or undefined when it has none. */
async function metric(app: TestApp, name: string) {
  const response = await app.fetch("/metrics", {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const value = (await response.text()).match(new RegExp(`^${name} (\\S+)$`, "m"))?.[1];
  return value === undefined ? undefined : Number(value);
}

/** The names of the backups in the bucket, sorted. */
async function bucketNames(store: { list: (prefix: string) => Promise<{ key: string }[]> }) {
  return (await store.list("backups/")).map((object) => object.key.slice("backups/".length)).sort();
}

describe.each(engines)("backups copied to an S3-compatible bucket (%s)", (engine) => {
  const s3 = useResource("the fake S3", startFakeS3, (fake) => fake.close());
  const app = useTestApp(engine, () => ({ ...s3.env, BACKUP_KEEP_DAILY: "2", METRICS_TOKEN }));
  const admin = useSignedIn(app, "admin@celestial.example");

  const rowOf = async (name: string) => {
    const [row] = await app.database.db.select().from(backups).where(eq(backups.name, name));
    return row;
  };

  test("each backup lands in the bucket, and downloads from there once the file here is gone", async () => {
    const backup = await app.services.backups.create("manual");
    expect(backup.offsiteStatus).toBe("uploaded");
    expect(await bucketNames(s3.store)).toContain(backup.name);
    expect(await metric(app, "backup_offsite_failed")).toBe(0);

    const file = app.services.backups.fileOf(backup.name) ?? "";
    const bytes = readFileSync(file);
    const page = await (await app.get("/admin/backups", admin.cookie)).text();
    expect(page).toContain(`Each backup is also copied to s3://${s3.env.S3_BUCKET}/site/.`);
    expect(page).toContain("Off-site copy");
    expect(page).toContain("Copied");

    // Another instance, or this machine rebuilt: the file is not on this disk any more.
    rmSync(file);
    const download = await app.get(`/admin/backups/${backup.name}`, admin.cookie);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-length")).toBe(String(bytes.length));
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
  });

  test("the restore drill restores the bucket's copy: a spoiled copy there fails it", async () => {
    const backup = await app.services.backups.create("manual");
    await withDownloadedBackup(s3.store, backup.name, async (copy) => {
      const bytes = readFileSync(copy);
      writeFileSync(copy, bytes.subarray(0, Math.floor(bytes.length / 2)));
      await s3.store.putFile(`backups/${backup.name}`, copy, "application/gzip");
    });
    await app.services.jobs.runDueJobs();
    const row = await rowOf(backup.name);
    expect(row?.drillStatus).toBe("failed");
    expect(row?.drillError).toMatch(/unexpected end of file/i);
  });

  test("retention deletes from the bucket what it deletes here", async () => {
    for (let i = 0; i < 3; i++) await app.services.backups.create("manual");
    const kept = await app.database.db
      .select({ name: backups.name })
      .from(backups)
      .where(eq(backups.status, "succeeded"));
    expect(kept).toHaveLength(2);
    expect(await bucketNames(s3.store)).toEqual(kept.map((row) => row.name).sort());
  });

  test("npm run db:restore -- --from-bucket lists the bucket's backups and restores the newest", async () => {
    const newest = await app.services.backups.create("manual");
    const dataDir = mkdtempSync(path.join(tmpdir(), "restore-from-bucket-"));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const restoreCli = (...args: string[]) =>
      run(
        process.execPath,
        ["--import", "tsx", "scripts/db-restore.ts", "--from-bucket", ...args],
        {
          env: { ...process.env, ...s3.env, DATABASE_URL: "", DATA_DIR: dataDir },
        },
      );

    const listing = await restoreCli();
    expect(listing.stdout).toContain(
      `Backups in s3://${s3.env.S3_BUCKET}/site/, newest first:\n  ${newest.name}\n`,
    );

    const restored = await restoreCli("latest");
    expect(restored.stdout).toBe(`Restored ${newest.name} into the data folder ${dataDir}.\n`);
    const handle = fromPglite(await PGlite.create(dataDir));
    const [live] = await app.database.db.select({ users: count() }).from(users);
    const [copy] = await handle.db.select({ users: count() }).from(users);
    await handle.close();
    expect(copy?.users).toBe(live?.users);

    const missing = await restoreCli("backup-2020-01-01T00-00-00Z-00000000.ndjson.gz").catch(
      (error: { stderr: string; code: number }) => error,
    );
    expect(missing).toMatchObject({ code: 1 });
    expect((missing as { stderr: string }).stderr).toContain(
      `s3://${s3.env.S3_BUCKET}/site/ has no backup named backup-2020-01-01T00-00-00Z-00000000.ndjson.gz.\n`,
    );
  });
});

describe("a bucket that refuses the copy", () => {
  const s3 = useResource("the fake S3", startFakeS3, (fake) => fake.close());
  const app = useTestApp("pglite", () => ({
    ...s3.env,
    S3_BUCKET: "no-such-bucket",
    METRICS_TOKEN,
  }));

  test("keeps the backup here, marks it, and tells the operations address", async () => {
    const backup = await app.services.backups.create("manual");
    expect(backup.status).toBe("succeeded");
    expect(backup.offsiteStatus).toBe("failed");
    expect(backup.offsiteError).toMatch(/bucket/i);
    expect(app.services.backups.fileOf(backup.name)).not.toBeNull();
    expect(await metric(app, "backup_offsite_failed")).toBe(1);

    const [mail] = await app.database.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(
        and(
          eq(outbox.to, app.services.config.emails.operations),
          eq(outbox.subject, `${app.services.config.siteName}: a backup was not copied off-site`),
        ),
      );
    expect(mail?.text).toContain(
      `The backup ${backup.name} was made, but its copy could not be written to s3://no-such-bucket/site/:`,
    );

    // The drill falls back on the file here, which is sound.
    await app.services.jobs.runDueJobs();
    const [row] = await app.database.db
      .select({ drill: backups.drillStatus })
      .from(backups)
      .where(eq(backups.name, backup.name));
    expect(row?.drill).toBe("passed");
  });
});
