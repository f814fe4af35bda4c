import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { desc, like } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, test } from "vitest";
import { analyticsSalts } from "#app/.server/db/analytics-schema.ts";
import { backups, jobs } from "#app/.server/db/jobs-schema.ts";
import { sessions, verifications } from "#app/.server/db/schema.ts";
import { auditLog } from "#app/.server/db/security-schema.ts";
import { getSiteSettings, saveSiteSettings } from "#app/.server/settings.ts";
import { engines } from "#tests/support/database.ts";
import { pageHtml } from "#tests/support/html.ts";
import { postForm, signInAs } from "#tests/support/sign-in.ts";
import { useSignedIn, useTestApp } from "#tests/support/use-test-app.ts";

describe.each(engines)("backups at /admin/backups on %s", (engine) => {
  const backupDir = mkdtempSync(path.join(tmpdir(), "backups-test-"));
  afterAll(() => rmSync(backupDir, { recursive: true, force: true }));
  const app = useTestApp(engine, { BACKUP_DIR: backupDir, BACKUP_HOUR: "3" });
  const admin = useSignedIn(app, "admin@celestial.example");
  beforeEach(async () => {
    await app.services.db.delete(backups);
    await app.services.db.delete(jobs);
    for (const file of readdirSync(backupDir)) rmSync(path.join(backupDir, file));
  });

  const createBackup = (cookie: string) =>
    postForm(app, "/admin/backups", { intent: "create" }, { cookie });
  const setAutoBackups = async (on: boolean) => {
    const settings = await getSiteSettings(app.services.db, app.services.config);
    await saveSiteSettings(app.services.db, { ...settings, autoBackups: on });
  };

  test("an admin makes a backup now, sees it listed and downloads it", async () => {
    const response = await createBackup(admin.cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/backups");
    const page = await app.fetch("/admin/backups", {
      headers: { cookie: `${admin.cookie}; ${response.headers.get("set-cookie")?.split(";")[0]}` },
    });
    const html = await page.text();
    expect(html).toContain("Backup created");
    const name = html.match(/href="\/admin\/backups\/(backup-[^"]+)"/)?.[1];
    if (!name) throw new Error("no download link");
    expect(html).toContain("Manual");
    expect(html).toContain("Succeeded");
    expect(readdirSync(backupDir)).toEqual([name]);

    const download = await app.fetch(`/admin/backups/${name}`, {
      headers: { cookie: admin.cookie },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="${name}"`);
    expect(download.headers.get("cache-control")).toBe("no-store");
    const audit = await app.services.db
      .select({ action: auditLog.action, target: auditLog.target, actor: auditLog.actorEmail })
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt))
      .limit(2);
    expect(audit).toEqual([
      { action: "backup.download", target: name, actor: "admin@celestial.example" },
      { action: "backup.create", target: name, actor: "admin@celestial.example" },
    ]);
    const body = gunzipSync(Buffer.from(await download.arrayBuffer())).toString("utf8");
    expect(name).toMatch(/\.ndjson\.gz$/);
    const [header, ...rows] = body.trim().split("\n");
    expect(JSON.parse(header ?? "{}")).toMatchObject({ format: "celestial-logical-backup" });
    // Only the database's rows: never the install's secrets beside it.
    expect(body).not.toContain("session-secret");
    expect(rows.some((row) => row.startsWith('{"t":"users"'))).toBe(true);
  });

  test("a backup holds no live secret: no reset token, session, push key or analytics salt", async () => {
    // A real reset request: its token is in better-auth's table and in the mail in the outbox.
    await postForm(app, "/auth", { intent: "forgot", email: "enterprise@celestial.example" });
    const [reset] = await app.services.db
      .select({ identifier: verifications.identifier })
      .from(verifications)
      .where(like(verifications.identifier, "reset-password:%"));
    const resetToken = reset?.identifier.slice("reset-password:".length);
    if (!resetToken) throw new Error("no reset token was made");
    await app.services.db
      .insert(analyticsSalts)
      .values({ day: "2026-11-24", salt: "salt-that-must-stay-out" });
    const made = await app.services.backups.create("manual");
    const file = app.services.backups.fileOf(made.name);
    if (!file) throw new Error("no backup file");
    const body = gunzipSync(readFileSync(file)).toString("utf8");
    const tables = new Set(
      body
        .trim()
        .split("\n")
        .slice(1)
        .map((line) => (JSON.parse(line) as { t: string }).t),
    );
    for (const secret of [
      "verifications",
      "sessions",
      "employee_sessions",
      "push_subscriptions",
      "analytics_salts",
    ]) {
      expect(tables.has(secret), secret).toBe(false);
    }
    expect(body).not.toContain(resetToken);
    // The mail itself is kept, so the outbox still shows that it was sent.
    expect(body).toContain("A password reset link was sent to enterprise@celestial.example.");
    expect(body).not.toContain("salt-that-must-stay-out");
    // The admin signed in for this suite has a session, so there was one to leave out.
    expect(await app.services.db.select({ id: sessions.id }).from(sessions)).not.toHaveLength(0);
  });

  test("anonymous visitors cannot list or download backups; members get 403", async () => {
    const made = await app.services.backups.create("manual");
    const downloadPath = `/admin/backups/${made.name}`;
    for (const pathname of ["/admin/backups", downloadPath]) {
      const anonymous = await app.fetch(pathname);
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("location")).toBe(
        `/auth?redirectTo=${encodeURIComponent(pathname)}`,
      );
    }
    const member = await signInAs(app, "client@celestial.example");
    expect((await app.fetch(downloadPath, { headers: { cookie: member } })).status).toBe(403);
    expect((await app.fetch("/admin/backups", { headers: { cookie: member } })).status).toBe(403);
    expect((await createBackup(member)).status).toBe(403);
    expect(await app.services.backups.list()).toHaveLength(1);
  });

  test("a download name that is not a backup's is not found, whatever it points at", async () => {
    await app.services.backups.create("manual");
    for (const name of [
      "..%2F.session-secret",
      "..%2F..%2Fpackage.json",
      "backup-2026-11-24T10-00-00Z-00000000.tar.gz",
      "backup-2026-11-24T10-00-00Z-0000000.tar.gz%00.txt",
    ]) {
      const response = await app.fetch(`/admin/backups/${name}`, {
        headers: { cookie: admin.cookie },
      });
      expect(response.status, name).toBe(404);
    }
  });

  test("the daily backup runs at the configured hour while Auto backups is on, and not when off", async () => {
    await setAutoBackups(true);
    await app.services.jobs.runDueJobs(new Date("2026-11-24T02:00:00Z"));
    expect(await app.services.backups.list()).toHaveLength(0);
    await app.services.jobs.runDueJobs(new Date("2026-11-24T03:00:01Z"));
    const [daily] = await app.services.backups.list();
    expect(daily).toMatchObject({ trigger: "automatic", status: "succeeded" });
    expect(daily?.createdAt.toISOString()).toBe("2026-11-24T03:00:01.000Z");

    await setAutoBackups(false);
    await app.services.jobs.runDueJobs(new Date("2026-11-25T03:00:01Z"));
    expect(await app.services.backups.list()).toHaveLength(1);
    await setAutoBackups(true);
  });

  test("old backups go: files and records past the last 7 days and 4 weeks are deleted", async () => {
    const start = Date.parse("2026-10-01T03:00:00Z");
    const day = (n: number) => new Date(start + n * 86_400_000);
    // Eleven earlier daily backups, recorded as the service records them; the twelfth is real.
    for (let n = 0; n < 11; n += 1) {
      const name = `backup-${day(n).toISOString().slice(0, 19).replaceAll(":", "-")}Z-0000000${n % 10}.tar.gz`;
      writeFileSync(path.join(backupDir, name), "old");
      await app.services.db.insert(backups).values({
        name,
        trigger: "automatic",
        status: "succeeded",
        sizeBytes: 3,
        createdAt: day(n),
      });
    }
    await app.services.backups.create("automatic", day(11));
    const kept = await app.services.backups.list();
    // Daily: Oct 6-12. Weekly (weeks start on Monday): Oct 12 and Oct 11 are kept already, and
    // Oct 4 is the newest of the week before; no older week has a backup.
    expect(kept.map((b) => b.createdAt.toISOString().slice(0, 10))).toEqual([
      "2026-10-12",
      "2026-10-11",
      "2026-10-10",
      "2026-10-09",
      "2026-10-08",
      "2026-10-07",
      "2026-10-06",
      "2026-10-04",
    ]);
    expect(readdirSync(backupDir).sort()).toEqual(kept.map((b) => b.name).sort());
  });

  test("a backup that fails is listed with its reason, and a job that fails for good is shown", async () => {
    rmSync(backupDir, { recursive: true, force: true });
    // A file where the folder should be: the backup cannot be written.
    writeFileSync(backupDir, "not a folder");
    try {
      const response = await createBackup(admin.cookie);
      expect(response.status).toBe(302);
      await app.services.db.insert(jobs).values({
        kind: "backup.daily",
        status: "failed",
        attempts: 3,
        lastError: "disk full",
        finishedAt: new Date(),
      });
      const html = await pageHtml(app, "/admin/backups", admin.cookie);
      expect(html).toContain("Failed: ");
      expect(html).toContain("Background jobs that failed");
      expect(html).toContain("disk full");
    } finally {
      rmSync(backupDir, { force: true });
      mkdirSync(backupDir);
    }
    expect(existsSync(backupDir)).toBe(true);
  });
});
