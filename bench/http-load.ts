import autocannon from "autocannon";
import { processCpuMs } from "./process-cpu.ts";

export type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: string;
  /** The server's CPU time per answered request, when its process id was given (Linux). */
  cpuMsPerRequest: number | null;
};

/** The connections of every run: a spike of visitors, as the issue measured it. */
export const CONNECTIONS = 20;

/** A short, bounded run on loopback: a fixed number of seconds and connections, then it stops. */
export async function measure(
  url: string,
  options: { seconds?: number; headers?: Record<string, string>; pid?: number } = {},
): Promise<LoadResult> {
  const cpuBefore = processCpuMs(options.pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: options.seconds ?? 5,
    headers: options.headers,
  });
  const cpuAfter = processCpuMs(options.pid);
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stat]) => `${code}×${(stat as { count: number }).count}`)
    .join(" ");
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    statuses,
    cpuMsPerRequest:
      cpuBefore !== null && cpuAfter !== null && result.requests.total > 0
        ? (cpuAfter - cpuBefore) / result.requests.total
        : null,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
