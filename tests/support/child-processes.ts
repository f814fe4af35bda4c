import { readdirSync, readFileSync } from "node:fs";

/** The fields of /proc/PID/stat after the command name: state, parent id, ... (Linux). */
export function statFields(pid: number | string): string[] {
  return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
}

/** The live processes whose parent is `pid`: a cluster's workers, say. Empty without /proc. */
export function childrenOf(pid: number | undefined): number[] {
  if (pid === undefined) return [];
  try {
    return readdirSync("/proc")
      .filter((entry) => /^\d+$/.test(entry))
      .filter((entry) => {
        try {
          const [state, parent] = statFields(entry);
          return Number(parent) === pid && state !== "Z";
        } catch {
          return false;
        }
      })
      .map(Number);
  } catch {
    return [];
  }
}
