import { and, count, desc, eq, isNotNull, lte, max, type SQL, sql } from "drizzle-orm";
import { Gauge, type Registry } from "prom-client";
import { lastRestoreDrill } from "#app/.server/backups/restore-drill.ts";
import { backups, jobs } from "#app/.server/db/jobs-schema.ts";
import { outbox } from "#app/.server/db/schema.ts";
import type { AppServices } from "#app/.server/services.ts";

/*
 * What the site holds rather than what a request did, read from the database at each scrape. Every
 * process reads the same rows, so across processes these take the largest value, not the sum.
 */

export function registerStateGauges(registry: Registry, services: AppServices): void {
  const { db } = services;
  const jobsGauge = (name: string, help: string, which: SQL | undefined) =>
    new Gauge({
      name,
      help,
      labelNames: ["kind"],
      registers: [registry],
      aggregator: "max",
      async collect() {
        this.reset();
        const rows = await db
          .select({ kind: jobs.kind, jobs: count() })
          .from(jobs)
          .where(which)
          .groupBy(jobs.kind);
        for (const row of rows) this.set({ kind: row.kind }, row.jobs);
      },
    });
  jobsGauge(
    "jobs_due",
    "Background jobs whose time has come and that wait for a worker (the queue's depth).",
    and(eq(jobs.status, "pending"), lte(jobs.runAt, sql`now()`)),
  );
  jobsGauge(
    "jobs_failed",
    "Background jobs that used every attempt and failed for good (listed to admins).",
    eq(jobs.status, "failed"),
  );
  new Gauge({
    name: "mail_outbox_messages",
    help: "Mail kept in the outbox instead of sent (no SMTP server was configured when it was written).",
    registers: [registry],
    aggregator: "max",
    async collect() {
      const [row] = await db.select({ messages: count() }).from(outbox);
      this.set(row?.messages ?? 0);
    },
  });
  new Gauge({
    name: "restore_drill_failed",
    help: "1 when the latest restore drill of a backup failed, 0 when it passed; no sample before the first.",
    registers: [registry],
    aggregator: "max",
    async collect() {
      this.reset();
      const last = await lastRestoreDrill(db);
      if (last) this.set(last.status === "failed" ? 1 : 0);
    },
  });
  new Gauge({
    name: "backup_offsite_failed",
    help: "1 when the latest backup could not be copied to the S3 bucket, 0 when it was; no sample without a bucket.",
    registers: [registry],
    aggregator: "max",
    async collect() {
      this.reset();
      const [latest] = await db
        .select({ status: backups.offsiteStatus })
        .from(backups)
        .where(and(eq(backups.status, "succeeded"), isNotNull(backups.offsiteStatus)))
        .orderBy(desc(backups.createdAt))
        .limit(1);
      if (latest?.status) this.set(latest.status === "failed" ? 1 : 0);
    },
  });
  /** Seconds since the newest `at` of the backups that match `where`; -1 when none does. */
  const ageGauge = (
    name: string,
    help: string,
    at: typeof backups.createdAt | typeof backups.drilledAt,
    where: SQL,
  ) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      aggregator: "max",
      async collect() {
        const [row] = await db
          .select({ at: max(at) })
          .from(backups)
          .where(where);
        this.set(row?.at ? (Date.now() - new Date(row.at).getTime()) / 1000 : -1);
      },
    });
  ageGauge(
    "backup_last_success_age_seconds",
    "Seconds since the last backup that succeeded; -1 when there has been none.",
    backups.createdAt,
    eq(backups.status, "succeeded"),
  );
  ageGauge(
    "restore_drill_last_success_age_seconds",
    "Seconds since a backup last passed its restore drill; -1 when none has.",
    backups.drilledAt,
    eq(backups.drillStatus, "passed"),
  );
  new Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL connections of this process's pool: open, idle, and requests waiting for one.",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const pool = services.databasePool();
      if (!pool) return;
      this.set({ state: "open" }, pool.total);
      this.set({ state: "idle" }, pool.idle);
      this.set({ state: "waiting" }, pool.waiting);
    },
  });
}
