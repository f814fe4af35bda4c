import { sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, test } from "vitest";
import { type ChangeListener, openChangeFeed } from "#app/.server/db/change-feed.ts";
import type { DatabaseHandle } from "#app/.server/db/client.ts";
import { announcePresence, presenceHeld } from "#app/.server/db/process-presence.ts";
import { engines } from "#tests/support/database.ts";
import { useTestDatabase } from "#tests/support/use-test-app.ts";

const logger = pino({ level: "silent" });

async function rows<Row>(handle: DatabaseHandle, query: ReturnType<typeof sql>) {
  // Both drivers answer with a `rows` array; the shared Drizzle type cannot say so.
  return ((await handle.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const isAlive = async (handle: DatabaseHandle, id: number) =>
  (
    await rows<{ alive: boolean }>(handle, sql.raw(`select ${presenceHeld(String(id))} as alive`))
  )[0]?.alive;

/** Waits for a condition the server reaches on its own time (a reconnection takes a second). */
async function eventually(check: () => Promise<boolean> | boolean, what: string) {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(engines)("the process's own database connections on %s", (engine) => {
  const database = useTestDatabase(engine);

  test("a running process shows as alive, and its change feed hears each change", async () => {
    const presence = await announcePresence(database, logger);
    const feed = await openChangeFeed(database, logger);
    const heard: (string | null)[] = [];
    const unsubscribe = feed.subscribe((table) => heard.push(table));
    try {
      expect(await isAlive(database, presence.id)).toBe(true);
      expect(await isAlive(database, presence.id + 1)).toBe(false);
      expect(feed.live).toBe(true);
      await database.db.execute(sql`select pg_notify('public_change', 'posts')`);
      await eventually(() => heard.includes("posts"), "the feed hears the change");
    } finally {
      unsubscribe();
      await feed.close();
      await presence.close();
    }
  });
});

// Only a server has connections to lose: the embedded database is one connection in this process.
describe.each(engines.filter((engine) => engine === "postgres"))(
  "losing those connections on %s",
  (engine) => {
    const database = useTestDatabase(engine);

    /** The server process behind the connection that matches, if there is one. */
    const backend = async (where: string) =>
      (await rows<{ pid: number }>(database, sql.raw(`select pid from ${where} limit 1`)))[0]?.pid;

    /** Ends that connection from the server's side, as a restart or a network fault would. */
    const cut = async (pid: number) => {
      await database.db.execute(sql`select pg_terminate_backend(${pid})`);
    };

    test("a process whose connection drops shows as alive again, and not once it closes", async () => {
      const presence = await announcePresence(database, logger);
      const holder = () =>
        backend(
          `pg_locks where locktype = 'advisory' and granted and classid = 7391 and objid = ${presence.id}`,
        );
      try {
        const first = await holder();
        expect(first).toBeDefined();
        await cut(first as number);
        await eventually(async () => {
          const now = await holder();
          return now !== undefined && now !== first;
        }, "a new connection holds the lock");
        expect(await isAlive(database, presence.id)).toBe(true);
      } finally {
        await presence.close();
      }
      await eventually(async () => !(await isAlive(database, presence.id)), "the lock goes");
    });

    test("a change feed whose connection drops says so, then listens again", async () => {
      const feed = await openChangeFeed(database, logger);
      const heard: (string | null)[] = [];
      const listener: ChangeListener = (table) => heard.push(table);
      const unsubscribe = feed.subscribe(listener);
      try {
        const listening = await backend(
          "pg_stat_activity where query = 'LISTEN public_change' and datname = current_database()",
        );
        expect(listening).toBeDefined();
        await cut(listening as number);
        // Changes may have been missed meanwhile: subscribers are told to forget what they keep.
        await eventually(() => heard.includes(null), "subscribers hear of the gap");
        await eventually(() => feed.live, "the feed is live again");
        await database.db.execute(sql`select pg_notify('public_change', 'products')`);
        await eventually(() => heard.includes("products"), "the feed hears the next change");
      } finally {
        unsubscribe();
        await feed.close();
      }
      expect(feed.live).toBe(false);
    });
  },
);
