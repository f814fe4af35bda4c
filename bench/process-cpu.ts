import { readFileSync } from "node:fs";

/**
 * A process's user plus system CPU time in milliseconds (Linux), or null elsewhere. Divided by the
 * requests it answered, it tells what one request costs whatever else the shared machine runs.
 */
export function processCpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}
