import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { type DatabaseHandle, fromPostgres } from "#app/.server/db/client.ts";
import { jobs } from "#app/.server/db/jobs-schema.ts";
import { createJobRunner, type JobPayload } from "#app/.server/jobs/runner.ts";
import { engines } from "#tests/support/database.ts";
import { useTestDatabase } from "#tests/support/use-test-app.ts";

const silent = pino({ level: "silent" });
const at = (iso: string) => new Date(iso);

describe.each(engines)("durable job runner on %s", (engine) => {
  const database = useTestDatabase(engine);
  /** A second connection to the same database, as another instance of the site would have. */
  let other: DatabaseHandle;
  beforeAll(async () => {
    other =
      database.engine.kind === "postgres"
        ? fromPostgres(String(database.engine.pool.options.connectionString), { max: 4 })
        : database;
  });
  afterAll(async () => {
    if (other.engine !== database.engine) await other.close();
  });
  beforeEach(async () => {
    await database.db.delete(jobs);
  });

  const runner = (handle: DatabaseHandle = database) =>
    createJobRunner({ db: handle.db, logger: silent });

  test("a job runs once when it is due, with its payload, and not before", async () => {
    const seen: JobPayload[] = [];
    const jobsA = runner();
    jobsA.register("greet", async (payload) => {
      seen.push(payload);
    });
    await jobsA.enqueue("greet", { name: "Ada" }, { runAt: at("2026-11-24T10:00:00Z") });
    expect(await jobsA.runDueJobs(at("2026-11-24T09:59:00Z"))).toBe(0);
    expect(await jobsA.runDueJobs(at("2026-11-24T10:00:00Z"))).toBe(1);
    expect(await jobsA.runDueJobs(at("2026-11-24T11:00:00Z"))).toBe(0);
    expect(seen).toEqual([{ name: "Ada" }]);
    const [row] = await database.db.select().from(jobs);
    expect(row).toMatchObject({ status: "succeeded", attempts: 1, lockedBy: null });
  });

  test("a job survives a restart: a new runner on the same database runs what the old one left", async () => {
    await runner().enqueue("greet", {}, { runAt: at("2026-11-24T10:00:00Z") });
    const afterRestart = runner();
    let ran = 0;
    afterRestart.register("greet", async () => {
      ran += 1;
    });
    await afterRestart.runDueJobs(at("2026-11-24T10:05:00Z"));
    expect(ran).toBe(1);
  });

  test("a failing job is retried with growing waits, then fails for good and keeps its error", async () => {
    const jobsA = runner();
    let tries = 0;
    jobsA.register(
      "flaky",
      async () => {
        tries += 1;
        throw new Error(`mail server down (${tries})`);
      },
      { maxAttempts: 3 },
    );
    await jobsA.enqueue("flaky", {}, { runAt: at("2026-11-24T10:00:00Z") });
    await jobsA.runDueJobs(at("2026-11-24T10:00:00Z"));
    let [row] = await database.db.select().from(jobs);
    expect(row).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "mail server down (1)",
    });
    expect(row?.runAt.toISOString()).toBe("2026-11-24T10:01:00.000Z");
    // Not yet due: the first retry waits a minute.
    await jobsA.runDueJobs(at("2026-11-24T10:00:30Z"));
    expect(tries).toBe(1);
    await jobsA.runDueJobs(at("2026-11-24T10:01:00Z"));
    [row] = await database.db.select().from(jobs);
    expect(row?.runAt.toISOString()).toBe("2026-11-24T10:03:00.000Z");
    await jobsA.runDueJobs(at("2026-11-24T10:03:00Z"));
    [row] = await database.db.select().from(jobs);
    expect(row).toMatchObject({ status: "failed", attempts: 3, lastError: "mail server down (3)" });
    await jobsA.runDueJobs(at("2026-11-25T10:00:00Z"));
    expect(tries).toBe(3);
  });

  test("two instances polling together run each job exactly once", async () => {
    const runs = new Map<string, number>();
    const count = async (payload: JobPayload) => {
      const key = String(payload.n);
      runs.set(key, (runs.get(key) ?? 0) + 1);
    };
    const first = runner(database);
    const second = runner(other);
    first.register("count", count);
    second.register("count", count);
    for (let n = 0; n < 20; n += 1)
      await first.enqueue("count", { n }, { runAt: at("2026-11-24T10:00:00Z") });
    const now = at("2026-11-24T10:00:00Z");
    const [a, b] = await Promise.all([first.runDueJobs(now), second.runDueJobs(now)]);
    expect(a + b).toBe(20);
    expect(runs.size).toBe(20);
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
  });

  test("a job whose worker died is taken up by another once its lease runs out", async () => {
    const id = await runner().enqueue("greet", {}, { runAt: at("2026-11-24T10:00:00Z") });
    if (!id) throw new Error("not enqueued");
    await database.db
      .update(jobs)
      .set({ lockedBy: "crashed-instance", lockedUntil: at("2026-11-24T10:30:00Z"), attempts: 1 })
      .where(eq(jobs.id, id));
    let ran = 0;
    const survivor = runner(other);
    survivor.register("greet", async () => {
      ran += 1;
    });
    await survivor.runDueJobs(at("2026-11-24T10:10:00Z"));
    expect(ran).toBe(0);
    await survivor.runDueJobs(at("2026-11-24T10:31:00Z"));
    expect(ran).toBe(1);
  });

  test("a daily schedule makes one job a day, however many instances ask", async () => {
    let ran = 0;
    const instances = [runner(database), runner(other)];
    for (const instance of instances) {
      instance.register("nightly", async () => {
        ran += 1;
      });
      instance.scheduleDaily("nightly", 3);
    }
    await Promise.all(instances.map((i) => i.runDueJobs(at("2026-11-24T02:00:00Z"))));
    expect(ran).toBe(0);
    const pending = await database.db.select().from(jobs).where(eq(jobs.kind, "nightly"));
    expect(pending.map((job) => job.runAt.toISOString())).toEqual(["2026-11-24T03:00:00.000Z"]);
    await Promise.all(instances.map((i) => i.runDueJobs(at("2026-11-24T03:00:05Z"))));
    expect(ran).toBe(1);
    // The next day's run is already waiting.
    const next = await database.db.select().from(jobs).where(eq(jobs.status, "pending"));
    expect(next.map((job) => job.runAt.toISOString())).toEqual(["2026-11-25T03:00:00.000Z"]);
  });

  test("an enqueue with a unique key that exists already is ignored", async () => {
    const jobsA = runner();
    expect(await jobsA.enqueue("greet", {}, { uniqueKey: "once" })).toEqual(expect.any(String));
    expect(await jobsA.enqueue("greet", {}, { uniqueKey: "once" })).toBeNull();
  });
});
