import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { createEmptyPostgresDatabase } from "#tests/support/database.ts";
import { freePort } from "#tests/support/free-port.ts";

export type Started = {
  url: string;
  dataDir: string;
  /** The server's process, whose CPU time the throughput bench reads. */
  pid: number | undefined;
  stop: () => Promise<void>;
};

async function waitFor(url: string, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  while (
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function stopper(child: ChildProcess, cleanup: () => void) {
  return async () => {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    cleanup();
  };
}

/**
 * The production start (`npm start` without the build), on its own data directory: a new one, or
 * one prepared beforehand (the analytics bench seeds a year of traffic first). Either is deleted
 * when the site stops.
 */
export async function startSite(
  env: Record<string, string> = {},
  dataDir = mkdtempSync(path.join(tmpdir(), "celestial-bench-")),
): Promise<Started> {
  const port = await freePort();
  // The flags of `npm start`.
  const child = spawn("node", ["--max-semi-space-size=64", "--import", "tsx", "server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  // A first start migrates, seeds and hashes a password per demo account.
  await waitFor(`${url}/healthz`, 180);
  return {
    url,
    dataDir,
    pid: child.pid,
    stop: stopper(child, () => rmSync(dataDir, { recursive: true, force: true })),
  };
}

/** The site on PostgreSQL, page cache off: in one process, and in `processes` (WEB_CONCURRENCY). */
export type PostgresSites = { single: Started; cluster: Started; processes: number };

/**
 * With BENCH_DATABASE_URL (a PostgreSQL server whose user may create databases), the site on a new
 * database of its own there, in one process and in one per core (BENCH_PROCESSES to choose);
 * without it, nothing. Each database is dropped when its site stops.
 */
export async function startPostgresSites(): Promise<PostgresSites | undefined> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return undefined;
  const processes = Number(process.env.BENCH_PROCESSES ?? availableParallelism());
  const start = async (count: number): Promise<Started> => {
    const database = await createEmptyPostgresDatabase(serverUrl);
    const site = await startSite({
      DATABASE_URL: database.url,
      SEED_DEMO: "true",
      SESSION_SECRET: randomBytes(32).toString("base64url"),
      PAGE_CACHE_MB: "0",
      WEB_CONCURRENCY: String(count),
    });
    // The site answers once its first worker listens; the others start after it, in a second or two.
    if (count > 1) await new Promise((resolve) => setTimeout(resolve, 5_000));
    return {
      ...site,
      stop: async () => {
        await site.stop();
        await database.drop();
      },
    };
  };
  return { single: await start(1), cluster: await start(processes), processes };
}

/** A bare Node server sending `html` from memory, in a process of its own. */
export async function startBareServer(html: string): Promise<Started> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "celestial-bare-"));
  const file = path.join(dataDir, "page.html");
  writeFileSync(file, html);
  const child = spawn("node", ["--import", "tsx", "bench/bare-server.ts", file, String(port)], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, 30);
  return {
    url,
    dataDir,
    pid: child.pid,
    stop: stopper(child, () => rmSync(dataDir, { recursive: true })),
  };
}

/**
 * React Router alone (bench/framework-floor): a one-paragraph page in an app with `routes` routes
 * below its root, built into a directory of its own and served by the Express adapter, nothing
 * else. The site cannot render a page faster than this; the gap between the two is ours.
 */
export async function startFrameworkFloor(routes: number): Promise<Started> {
  const app = path.resolve("bench/framework-floor");
  // Inside the project, so that the build finds the project's packages.
  const buildDir = path.join(app, "build", String(routes));
  execFileSync(path.resolve("node_modules/.bin/react-router"), ["build"], {
    cwd: app,
    env: { ...process.env, FLOOR_ROUTES: String(routes), FLOOR_BUILD_DIR: buildDir },
    stdio: "ignore",
  });
  const port = await freePort();
  const child = spawn(
    "node",
    [
      "--max-semi-space-size=64",
      "--import",
      "tsx",
      path.join(app, "server.ts"),
      buildDir,
      String(port),
    ],
    { env: { ...process.env, NODE_ENV: "production" }, stdio: ["ignore", "ignore", "inherit"] },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`, 30);
  return {
    url,
    dataDir: buildDir,
    pid: child.pid,
    stop: stopper(child, () => rmSync(buildDir, { recursive: true, force: true })),
  };
}

/** A member's session cookie, signed in with the install's own demo password. */
export async function memberCookie(site: Started, email = "client@celestial.example") {
  const file = path.join(site.dataDir, "demo-credentials.json");
  const { accounts } = JSON.parse(readFileSync(file, "utf8")) as {
    accounts: { email: string; password: string }[];
  };
  const password = accounts.find((account) => account.email === email)?.password ?? "";
  const response = await fetch(`${site.url}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: site.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "login", email, password }).toString(),
  });
  const session = response.headers
    .getSetCookie()
    .find((cookie) => cookie.includes("better-auth.session_token="));
  if (!session) throw new Error(`could not sign in as ${email} (status ${response.status})`);
  return session.split(";")[0] ?? "";
}
