import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, test } from "vitest";

afterEach(stopStartedServers);

import { childrenOf } from "#tests/support/child-processes.ts";
import { createEmptyPostgresDatabase } from "#tests/support/database.ts";
import { freePort } from "#tests/support/free-port.ts";
import {
  removeAfterTest,
  type Started,
  startServer,
  stopStartedServers,
  until,
  waitForHealth,
} from "#tests/support/server-process.ts";

/**
 * What a newcomer's `npm start` must give: the published demo password signs in nowhere, the
 * install's own passwords are in a file only its owner can read (the log names the file, never a
 * password), and the employee portal's page holds no password.
 */
async function expectOwnDemoPasswords(url: string, server: Started) {
  const file = path.join(server.dataDir, "demo-credentials.json");
  expect(statSync(file).mode & 0o777).toBe(0o600);
  const credentials = JSON.parse(readFileSync(file, "utf8"));
  const admin = credentials.accounts.find((account: { role: string }) => account.role === "admin");
  expect(server.output()).toContain(file);
  for (const account of credentials.accounts) {
    expect(server.output()).not.toContain(account.password);
  }
  expect(server.output()).not.toContain(credentials.employeePortal.password);

  const signIn = (password: string) =>
    fetch(`${url}/auth`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "login", email: admin.email, password }).toString(),
    });
  expect((await signIn("celestial-demo-2026")).status).toBe(401);
  expect((await signIn(admin.password)).status).toBe(302);

  const portal = await (await fetch(`${url}/employee-portal`)).text();
  expect(portal).toContain("Employee Access Only");
  expect(portal).not.toContain(credentials.employeePortal.password);
  expect(portal).not.toContain("celestial-staff-2026");
}

/** Every file or folder under `dir` that a user other than its owner may read, write or enter. */
function openToOthers(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((entry) => path.join(dir, entry))
    .filter((entry) => (lstatSync(entry).mode & 0o077) !== 0);
}

describe("the server process", () => {
  test("a bad variable stops start-up with a message naming it", async () => {
    const server = startServer({ PORT: "not-a-port" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("PORT: must be a port number");
  });

  // A fresh start migrates and hashes a password per demo account: slow on a busy machine.
  test("starts on a fresh data directory, seeds with its own passwords, turns unready on SIGTERM and shuts down cleanly", async () => {
    const port = await freePort();
    // A folder left open to everyone, as an earlier version or a copy by hand would leave it.
    const openDir = mkdtempSync(path.join(tmpdir(), "celestial-process-"));
    removeAfterTest(openDir);
    chmodSync(openDir, 0o755);
    writeFileSync(path.join(openDir, "notes.txt"), "left here", { mode: 0o644 });
    const server = startServer(
      { PORT: String(port), LOG_LEVEL: "info", SHUTDOWN_DELAY_MS: "1500" },
      openDir,
    );
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url);
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
    expect(server.output()).toContain("demo accounts installed");
    await expectOwnDemoPasswords(url, server);
    // Password hashes and sessions live here: nothing in it is open to another local user.
    expect(statSync(openDir).mode & 0o777).toBe(0o700);
    expect(openToOthers(openDir)).toEqual([]);

    // A second start on the same embedded database is refused: two writers would corrupt it.
    const second = startServer({ PORT: String(await freePort()) }, server.dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The embedded database in ${server.dataDir} is in use by process ${server.child.pid}.`,
    );

    // A request whose body is still arriving when the signal comes gets its answer all the same.
    const request = http.request(`${url}/resources/theme`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": "11" },
    });
    const answered = new Promise<number | undefined>((resolve, reject) => {
      request.on("response", (response) => {
        response.resume();
        resolve(response.statusCode);
      });
      request.on("error", reject);
    });
    request.write("theme=");
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Asked to stop, it tells the load balancer at once and keeps answering for the delay.
    const stopping = await fetch(`${url}/readyz`);
    expect(stopping.status).toBe(503);
    expect(await stopping.json()).toEqual({ status: "stopping" });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    request.end("light");
    expect(await answered).toBe(200);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("stopped");
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    expect(existsSync(path.join(server.dataDir, "celestial.lock"))).toBe(false);
  }, 120_000);

  test("several processes need PostgreSQL: asked for on the embedded database, start-up stops", async () => {
    const server = startServer({ WEB_CONCURRENCY: "2" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("WEB_CONCURRENCY: more than one process needs DATABASE_URL");
  });

  const METRICS_TOKEN = "a-scraper-token-of-some-length";

  /** A GET on a connection of its own, so the cluster may hand it to either worker. */
  const freshGet = (url: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number | undefined; body: string; cache: unknown }>((resolve, reject) =>
      http
        .get(url, { agent: false, headers }, (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            body += chunk;
          });
          response.on("end", () =>
            resolve({ status: response.statusCode, body, cache: response.headers["x-page-cache"] }),
          );
        })
        .on("error", reject),
    );

  test.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "WEB_CONCURRENCY=2 on PostgreSQL: two workers share the port, a dead one is replaced, a scrape counts both, a new post shows on both at once, SIGTERM stops all",
    async () => {
      const database = await createEmptyPostgresDatabase();
      let server: Started | undefined;
      try {
        const port = await freePort();
        server = startServer({
          PORT: String(port),
          LOG_LEVEL: "info",
          DATABASE_URL: database.url,
          SEED_DEMO: "true",
          SESSION_SECRET: "a-test-secret-of-more-than-thirty-two-characters",
          WEB_CONCURRENCY: "2",
          METRICS_TOKEN,
        });
        const url = `http://127.0.0.1:${port}`;
        await waitForHealth(url);
        const output = server.output;
        const listening = () => output().match(/listening on http/g)?.length ?? 0;
        await until(() => listening() === 2, "two workers listen");
        const [first, second] = childrenOf(server.child.pid);
        await expectOwnDemoPasswords(url, server);
        process.kill(first ?? 0, "SIGKILL");
        await until(
          () => output().includes("a server process died; replacing it"),
          "the primary sees the worker die",
        );
        // The other worker answers a new connection while the dead one is replaced.
        const status = await new Promise<number | undefined>((resolve, reject) =>
          http
            .get(`${url}/healthz`, { agent: false }, (response) => {
              response.resume();
              resolve(response.statusCode);
            })
            .on("error", reject),
        );
        expect(status).toBe(200);
        await until(() => listening() === 3, "a new worker listens");
        const workers = childrenOf(server.child.pid);
        expect(workers).toHaveLength(2);
        expect(workers).toContain(second);
        expect(workers).not.toContain(first);

        // Connections take turns between the workers; every scrape still counts all of them.
        for (let visit = 0; visit < 10; visit += 1) await freshGet(`${url}/about`);
        for (let scrape = 0; scrape < 4; scrape += 1) {
          const metrics = await freshGet(`${url}/metrics`, {
            authorization: `Bearer ${METRICS_TOKEN}`,
          });
          expect(metrics.status).toBe(200);
          expect(metrics.body).toContain(
            'http_request_duration_seconds_count{route="about",status_class="2xx"} 10',
          );
        }

        // A post published on the shared database shows at once on a page both workers kept.
        const title = "Two Workers, One Blog";
        const visits = [];
        for (let visit = 0; visit < 8; visit += 1) visits.push(await freshGet(`${url}/blog`));
        expect(visits.map((answer) => answer.cache)).toContain("hit");
        expect(visits.every((answer) => !answer.body.includes(title))).toBe(true);
        const writer = new pg.Client({ connectionString: database.url });
        await writer.connect();
        await writer.query(
          `insert into posts (slug, status, title, excerpt, category, author_name, body, published_at)
           values ('two-workers', 'published', $1, 'Published while both workers had /blog cached.',
                   'Tech', 'Star Chronicles Editors', '{"type":"doc","content":[]}', now())`,
          [title],
        );
        await writer.end();
        // The database tells each worker as the insert commits; on a busy machine each reads the
        // message some milliseconds later. Within moments, answers from both workers show it.
        const deadline = Date.now() + 5_000;
        let inARow = 0;
        while (inARow < 8 && Date.now() < deadline) {
          const { body } = await freshGet(`${url}/blog`);
          inARow = body.includes(title) ? inARow + 1 : 0;
        }
        expect(inARow).toBe(8);

        server.child.kill("SIGTERM");
        expect(await server.exited).toBe(0);
        expect(server.output().match(/"msg":"stopped"/g)).toHaveLength(2);
        for (const worker of workers) expect(() => process.kill(worker, 0)).toThrow();
      } finally {
        // A failed run leaves no server behind to hold the database open.
        for (const pid of childrenOf(server?.child.pid)) process.kill(pid, "SIGKILL");
        if (server?.child.exitCode === null) server.child.kill("SIGKILL");
        await database.drop();
      }
    },
    180_000,
  );
});
