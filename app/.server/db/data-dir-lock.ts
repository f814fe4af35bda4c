import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

/** Kept in DATA_DIR beside the database's own files; backups copy only the latter. */
export const LOCK_FILE = "celestial.lock";

type Holder = { pid: number; host: string };

export class DataDirInUseError extends Error {
  constructor(dataDir: string, holder: Holder) {
    super(
      `The embedded database in ${dataDir} is in use by process ${holder.pid}. ` +
        "Stop that process first: two processes writing one data folder corrupt it. " +
        "To run several processes, use PostgreSQL (DATABASE_URL).",
    );
    this.name = "DataDirInUseError";
  }
}

function readHolder(file: string): Holder | null {
  try {
    const value = JSON.parse(readFileSync(file, "utf8")) as Partial<Holder>;
    return typeof value.pid === "number" && typeof value.host === "string"
      ? { pid: value.pid, host: value.host }
      : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * A lock still held by a live process on this machine. A lock left by a process that died, by
 * this very process (a restarted container may get the same pid), or by another machine (a
 * recreated container, whose old self cannot be asked) is stale.
 */
function liveHolder(file: string): Holder | null {
  const holder = readHolder(file);
  if (!holder || holder.host !== hostname() || holder.pid === process.pid) return null;
  return isRunning(holder.pid) ? holder : null;
}

/**
 * PGlite does not guard its folder: a second process (a second `npm start`, or `npm run
 * user:role` while the site runs) opens it happily, and the two then overwrite each other's
 * pages. So the folder is taken with a lock file first. Returns the function that gives it back.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const mine = JSON.stringify({ pid: process.pid, host: hostname() } satisfies Holder);
  try {
    writeFileSync(file, mine, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = liveHolder(file);
    if (holder) throw new DataDirInUseError(dataDir, holder);
    writeFileSync(file, mine, { mode: 0o600 });
  }
  return () => {
    if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
  };
}
