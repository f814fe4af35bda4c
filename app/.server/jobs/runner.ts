import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#app/.server/db/client.ts";
import { jobs } from "#app/.server/db/jobs-schema.ts";
import { nextDailyRun, retryDelayMs } from "#app/.server/jobs/timing.ts";

export type JobPayload = Record<string, unknown>;

export type JobContext = { id: string; kind: string; attempt: number; now: Date };

export type JobHandler = (payload: JobPayload, job: JobContext) => Promise<void>;

export type HandlerOptions = {
  /** Tries before the job fails for good. */
  maxAttempts?: number;
  /** How long a claim lasts; a worker that dies lets another claim the job after this. */
  leaseMs?: number;
};

export type EnqueueOptions = {
  /** When the job may run; now by default. */
  runAt?: Date;
  /** Work that must exist once: a second enqueue with the same key is ignored. */
  uniqueKey?: string;
};

export type JobRunner = {
  register: (kind: string, handler: JobHandler, options?: HandlerOptions) => void;
  /** Runs `kind` every day at `hour` (UTC); each day's run is one job, whichever instance adds it. */
  scheduleDaily: (kind: string, hour: number) => void;
  /** The new job's id, or null when a job with the same unique key already exists. */
  enqueue: (kind: string, payload?: JobPayload, options?: EnqueueOptions) => Promise<string | null>;
  /** Claims and runs every job due at `now`, one at a time; answers how many ran. */
  runDueJobs: (now?: Date) => Promise<number>;
  /** Polls for due jobs until stopped. */
  start: (intervalMs?: number) => void;
  /** Stops polling and waits for the job in hand to finish. */
  stop: () => Promise<void>;
};

const DEFAULT_LEASE_MS = 30 * 60_000;
const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_POLL_MS = 15_000;
const KEEP_FINISHED_MS = 7 * 24 * 60 * 60_000;

type Claimed = { id: string; kind: string; payload: JobPayload; attempts: number };

export function createJobRunner(options: { db: Database; logger: Logger }): JobRunner {
  const { db, logger } = options;
  const workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  const handlers = new Map<string, { run: JobHandler; maxAttempts: number; leaseMs: number }>();
  const schedules = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function enqueue(kind: string, payload: JobPayload = {}, opts: EnqueueOptions = {}) {
    const rows = await db
      .insert(jobs)
      .values({
        kind,
        payload,
        runAt: opts.runAt ?? new Date(),
        uniqueKey: opts.uniqueKey ?? null,
        maxAttempts: handlers.get(kind)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      })
      .onConflictDoNothing({ target: jobs.uniqueKey })
      .returning({ id: jobs.id });
    return rows[0]?.id ?? null;
  }

  async function ensureSchedules(now: Date) {
    for (const [kind, hour] of schedules) {
      const runAt = nextDailyRun(now, hour);
      await enqueue(kind, {}, { runAt, uniqueKey: `${kind}@${runAt.toISOString()}` });
    }
  }

  /**
   * One due job, locked for this worker. SKIP LOCKED lets instances polling together pass over
   * each other's rows instead of waiting, and the lease keeps a claimed job from a second worker.
   */
  async function claim(now: Date): Promise<Claimed | null> {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return null;
    const kindList = sql.join(
      kinds.map((kind) => sql`${kind}`),
      sql`, `,
    );
    const leaseMs = Math.max(...[...handlers.values()].map((handler) => handler.leaseMs));
    const result = (await db.execute(sql`
      update jobs set
        locked_by = ${workerId},
        locked_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz,
        attempts = attempts + 1
      where id = (
        select id from jobs
        where status = 'pending'
          and run_at <= ${now.toISOString()}::timestamptz
          and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz)
          and kind in (${kindList})
        order by run_at
        limit 1
        for update skip locked
      )
      returning id, kind, payload, attempts`)) as unknown as { rows: Claimed[] };
    return result.rows[0] ?? null;
  }

  async function finish(job: Claimed, now: Date, error: unknown) {
    const owned = and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId));
    const released = { lockedBy: null, lockedUntil: null };
    if (error === undefined) {
      await db
        .update(jobs)
        .set({ ...released, status: "succeeded", finishedAt: now, lastError: null })
        .where(owned);
      return;
    }
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const maxAttempts = handlers.get(job.kind)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const givingUp = job.attempts >= maxAttempts;
    logger.error({ err: error, job: job.id, kind: job.kind, attempt: job.attempts }, "job failed");
    await db
      .update(jobs)
      .set(
        givingUp
          ? { ...released, status: "failed", finishedAt: now, lastError: message }
          : {
              ...released,
              lastError: message,
              runAt: new Date(now.getTime() + retryDelayMs(job.attempts)),
            },
      )
      .where(owned);
  }

  async function runOnce(now: Date): Promise<number> {
    await ensureSchedules(now);
    await db
      .delete(jobs)
      .where(
        and(
          eq(jobs.status, "succeeded"),
          lt(jobs.finishedAt, new Date(now.getTime() - KEEP_FINISHED_MS)),
        ),
      );
    let ran = 0;
    for (let job = await claim(now); job; job = await claim(now)) {
      const handler = handlers.get(job.kind);
      let failure: unknown;
      try {
        if (!handler) throw new Error(`no handler for ${job.kind}`);
        await handler.run(job.payload, { id: job.id, kind: job.kind, attempt: job.attempts, now });
      } catch (error) {
        failure = error ?? new Error("job failed");
      }
      await finish(job, now, failure);
      ran += 1;
    }
    return ran;
  }

  // One pass at a time in this process: a poll arriving mid-pass waits for that pass.
  function runDueJobs(now: Date = new Date()): Promise<number> {
    const previous = running ?? Promise.resolve(0);
    const pass = previous.catch(() => 0).then(() => runOnce(now));
    running = pass;
    return pass;
  }

  function tick(intervalMs: number) {
    runDueJobs()
      .catch((error: unknown) => logger.error({ err: error }, "the job runner could not poll"))
      .finally(() => {
        if (!stopped) timer = setTimeout(() => tick(intervalMs), intervalMs);
      });
  }

  return {
    register(kind, run, opts = {}) {
      handlers.set(kind, {
        run,
        maxAttempts: opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        leaseMs: opts.leaseMs ?? DEFAULT_LEASE_MS,
      });
    },
    scheduleDaily(kind, hour) {
      schedules.set(kind, hour);
    },
    enqueue,
    runDueJobs,
    start(intervalMs = DEFAULT_POLL_MS) {
      if (!stopped) return;
      stopped = false;
      tick(intervalMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => 0);
    },
  };
}
