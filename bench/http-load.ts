import autocannon from "autocannon";

export type LoadResult = {
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: string;
};

/** A short, bounded run on loopback: a fixed number of seconds and connections, then it stops. */
export async function measure(baseUrl: string, path: string, seconds = 8): Promise<LoadResult> {
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    connections: 10,
    duration: seconds,
  });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stat]) => `${code}×${(stat as { count: number }).count}`)
    .join(" ");
  return {
    path,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    statuses,
  };
}

/** Waits until the server answers /healthz, or fails after `seconds`. */
export async function waitForHealth(baseUrl: string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (
    !(await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`the server did not start within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
