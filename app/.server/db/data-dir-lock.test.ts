import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { DataDirInUseError, LOCK_FILE, lockDataDir } from "./data-dir-lock.ts";

let dataDir: string;
let lockFile: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "celestial-lock-"));
  lockFile = path.join(dataDir, LOCK_FILE);
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const heldBy = (pid: number, host = hostname()) =>
  writeFileSync(lockFile, JSON.stringify({ pid, host }));

/** A process id that was used and has ended. */
function endedPid(): number {
  const { pid } = spawnSync(process.execPath, ["-e", ""]);
  if (pid === undefined) throw new Error("could not start a process");
  return pid;
}

test("a folder held by another live process is refused, naming that process", () => {
  // The test runner's parent is alive for as long as this test runs.
  heldBy(process.ppid);
  expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
  expect(() => lockDataDir(dataDir)).toThrow(
    `The embedded database in ${dataDir} is in use by process ${process.ppid}.`,
  );
  expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(process.ppid);
});

test("the lock is given back on release, and the folder can be taken again", () => {
  const release = lockDataDir(dataDir);
  expect(JSON.parse(readFileSync(lockFile, "utf8"))).toEqual({
    pid: process.pid,
    host: hostname(),
  });
  release();
  expect(existsSync(lockFile)).toBe(false);
  lockDataDir(dataDir)();
  expect(existsSync(lockFile)).toBe(false);
});

test("a lock left by a process that ended, or by another machine, is taken over", () => {
  heldBy(endedPid());
  lockDataDir(dataDir)();
  heldBy(process.ppid, "another-machine");
  const release = lockDataDir(dataDir);
  expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(process.pid);
  release();
});

test("a lock that is not ours is left alone on release", () => {
  const release = lockDataDir(dataDir);
  heldBy(process.ppid);
  release();
  expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(process.ppid);
});

test("a lock file that cannot be read counts as stale", () => {
  writeFileSync(lockFile, "not json");
  const release = lockDataDir(dataDir);
  expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(process.pid);
  release();
});
