import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/** Takes group and other permissions off `entry` and, for a folder, off everything inside it. */
function tighten(entry: string): void {
  const stat = lstatSync(entry);
  // A link is followed by nobody here; its target is tightened where it lives, if it is ours.
  if (stat.isSymbolicLink()) return;
  if ((stat.mode & 0o077) !== 0) chmodSync(entry, stat.mode & 0o700);
  if (stat.isDirectory()) {
    for (const name of readdirSync(entry)) tighten(path.join(entry, name));
  }
}

/**
 * Makes `dir` readable by this process's user alone: created 0700, and what it already holds (an
 * earlier version's or a restore's files, PGlite's own, which it sets to 0666) tightened. It holds
 * password hashes, sessions, backups and the install's keys.
 */
export function makePrivateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  tighten(dir);
}
