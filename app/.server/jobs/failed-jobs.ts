import { desc, eq } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { jobs } from "#app/.server/db/jobs-schema.ts";
import { formatDateTime } from "#app/lib/dates.ts";

export type FailedJob = {
  id: string;
  kind: string;
  attempts: number;
  lastError: string;
  failedAt: string;
  failedAtIso: string;
};

/** Background work that used every try, newest first, for admins to see and act on. */
export async function listFailedJobs(db: Database, limit = 20): Promise<FailedJob[]> {
  const rows = await db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
      finishedAt: jobs.finishedAt,
    })
    .from(jobs)
    .where(eq(jobs.status, "failed"))
    .orderBy(desc(jobs.finishedAt))
    .limit(limit);
  return rows.map((row) => {
    const at = row.finishedAt ?? new Date(0);
    return {
      id: row.id,
      kind: row.kind,
      attempts: row.attempts,
      lastError: row.lastError ?? "Unknown error",
      failedAt: formatDateTime(at),
      failedAtIso: at.toISOString(),
    };
  });
}
