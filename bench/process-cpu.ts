import { childrenOf, statFields } from "#tests/support/child-processes.ts";

/**
 * A process's user plus system CPU time in milliseconds, its live children's included (a cluster's
 * workers), or null where /proc is missing. Divided by the requests it answered, it tells what one
 * request costs whatever else the shared machine runs.
 */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = statFields(pid);
    const ticks = Number(fields[11]) + Number(fields[12]);
    if (!Number.isFinite(ticks)) return null;
    const children = childrenOf(pid).map((child) => processCpuMs(child) ?? 0);
    return ticks * 10 + children.reduce((sum, ms) => sum + ms, 0);
  } catch {
    return null;
  }
}
