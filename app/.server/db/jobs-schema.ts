import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, randomId } from "./columns.ts";

// Background work: the durable job queue and the record of backups it makes.

/**
 * One unit of background work. `pending` jobs run once `run_at` has passed; a worker claims one by
 * setting `locked_by`/`locked_until`, so a job whose worker died is claimed again after the lease.
 * `failed` means failed for good (every attempt used) and is shown to admins.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: randomId(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status").$type<"pending" | "succeeded" | "failed">().notNull().default("pending"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    lastError: text("last_error"),
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** Set for work that must exist once (one daily backup per day, whichever instance asks). */
    uniqueKey: text("unique_key").unique(),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [index("jobs_due_idx").on(table.status, table.runAt)],
);

/** A backup file and how making it went; the file itself lives on disk. */
export const backups = pgTable(
  "backups",
  {
    id: randomId(),
    /** The file name in the backup folder; also the download path's last segment. */
    name: text("name").notNull().unique(),
    trigger: text("trigger").$type<"automatic" | "manual">().notNull(),
    status: text("status").$type<"succeeded" | "failed">().notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    error: text("error"),
    /** Rows per table as the backup saw them (secret tables are left out), for the restore drill. */
    rowCounts: jsonb("row_counts").$type<Record<string, number>>(),
    /** The restore drill's verdict on this backup, once the job runner has run it. */
    drillStatus: text("drill_status").$type<"passed" | "failed">(),
    drilledAt: timestamp("drilled_at", { withTimezone: true }),
    drillError: text("drill_error"),
    /** Whether the copy in the object storage bucket was written; null when none is configured. */
    offsiteStatus: text("offsite_status").$type<"uploaded" | "failed">(),
    offsiteError: text("offsite_error"),
    createdAt: createdAt(),
  },
  (table) => [index("backups_created_idx").on(table.createdAt)],
);
