import { readFileSync, writeFileSync } from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";
import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { backups } from "#app/.server/db/jobs-schema.ts";
import { outbox } from "#app/.server/db/schema.ts";
import { engines } from "#tests/support/database.ts";
import { useSignedIn, useTestApp } from "#tests/support/use-test-app.ts";

const METRICS_TOKEN = "a-scraper-token-of-some-length";

describe.each(engines)("the restore drill (%s)", (engine) => {
  const app = useTestApp(engine, { METRICS_TOKEN });
  const admin = useSignedIn(app, "admin@celestial.example");

  /** Makes a backup, lets `spoil` change its file, then runs the drill the backup queued. */
  async function drill(spoil?: (file: string) => void) {
    const backup = await app.services.backups.create("manual");
    const file = app.services.backups.fileOf(backup.name) ?? "";
    spoil?.(file);
    await app.services.jobs.runDueJobs();
    const [row] = await app.database.db
      .select({ status: backups.drillStatus, error: backups.drillError })
      .from(backups)
      .where(eq(backups.name, backup.name));
    return { name: backup.name, ...row };
  }

  const metric = async (name: string) => {
    const text = await (
      await app.fetch("/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    return Number(text.match(new RegExp(`^${name} (\\S+)$`, "m"))?.[1]);
  };

  const backupsPage = async () => (await app.get("/admin/backups", admin.cookie)).text();

  test("every backup is restored into a scratch database and its rows counted against the live site's", async () => {
    const result = await drill();
    expect(result).toMatchObject({ status: "passed", error: null });
    const page = await backupsPage();
    expect(page).toContain("The last backup checked restored with every table&#x27;s rows");
    expect(page).toContain(result.name);
    expect(await metric("restore_drill_failed")).toBe(0);
    expect(await metric("restore_drill_last_success_age_seconds")).toBeGreaterThanOrEqual(0);
    // A backup and a restore into a fresh database: real work, slow on a busy machine.
  }, 120_000);

  test("a backup that restores short fails loudly: the page, the operations mail, the metrics", async () => {
    // One member's profile taken out of the file: it still restores, with a row fewer.
    const result = await drill((file) => {
      const lines = gunzipSync(readFileSync(file)).toString("utf8").split("\n");
      const profile = lines.findIndex((line) => line.startsWith('{"t":"profiles"'));
      expect(profile).toBeGreaterThan(0);
      lines.splice(profile, 1);
      writeFileSync(file, gzipSync(lines.join("\n")));
    });
    expect(result.status).toBe("failed");
    const [, restored, live] =
      result.error?.match(/^The restore came back different: profiles: (\d+) rows of (\d+)\.$/) ??
      [];
    expect(Number(restored)).toBe(Number(live) - 1);

    const page = await backupsPage();
    expect(page).toContain(
      "did not restore as it should (The restore came back different: profiles:",
    );
    const mails = await app.database.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(
        and(
          eq(outbox.to, app.services.config.emails.operations),
          eq(outbox.subject, `${app.services.config.siteName}: a backup failed its restore drill`),
        ),
      );
    expect(mails.at(-1)?.text).toContain(result.name);
    expect(await metric("restore_drill_failed")).toBe(1);
  }, 120_000);

  test("a backup cut short does not restore at all, and says why", async () => {
    const result = await drill((file) => {
      const bytes = readFileSync(file);
      writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
    });
    expect(result.status).toBe("failed");
    expect(result.error).toMatch(/unexpected end of file/i);
    expect(await backupsPage()).toContain("Failed: ");
  });
});
