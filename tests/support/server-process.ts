import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The real entry point, as `npm start` runs it, in a process of its own. */
export type Started = {
  child: ChildProcess;
  dataDir: string;
  output: () => string;
  exited: Promise<number | null>;
};

const dataDirs: string[] = [];
const children: ChildProcess[] = [];

/** For `afterEach`: a test that failed before stopping its server must not leave it running. */
export function stopStartedServers() {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A data folder made by the test itself, removed with the servers. */
export function removeAfterTest(dir: string) {
  dataDirs.push(dir);
}

/** A server on a new data folder, or on `existingDataDir` (which the caller then removes). */
export function startServer(env: Record<string, string>, existingDataDir?: string): Started {
  const dataDir = existingDataDir ?? mkdtempSync(path.join(tmpdir(), "celestial-process-"));
  if (!existingDataDir) dataDirs.push(dataDir);
  const child = spawn("node", ["--import", "tsx", "server.ts"], {
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, dataDir, output: () => output, exited };
}

export async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server did not become healthy");
}

export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
