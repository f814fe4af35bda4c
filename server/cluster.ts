import cluster from "node:cluster";
import type { Logger } from "pino";

/** A worker that died while serving is replaced after this pause, so a crash loop cannot spin. */
const RESTART_DELAY_MS = 1_000;

/**
 * Runs `count` copies of the server as cluster workers sharing one listening port (each worker runs
 * this entry point again and takes the single-process path). The first starts alone: on a new
 * database it migrates and installs the demo data, so the rest start on a prepared one as after a
 * restart. A worker that dies while serving is replaced; one that dies before it ever listened stops
 * the whole server, since a failed start-up does not mend itself. SIGTERM and SIGINT reach every
 * worker, which finishes its requests in flight; the primary exits once all have, with 0 only if
 * each closed cleanly.
 */
export function superviseWorkers(count: number, logger: Logger): void {
  let stopping = false;
  let exitCode = 0;

  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping the server processes");
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  };

  const start = () => {
    const worker = cluster.fork();
    let listening = false;
    worker.once("listening", () => {
      listening = true;
    });
    worker.once("exit", (code, signal) => {
      const exited = { worker: worker.process.pid, code, signal };
      if (!stopping && listening) {
        logger.error(exited, "a server process died; replacing it");
        setTimeout(() => stopping || start(), RESTART_DELAY_MS);
        return;
      }
      if (!stopping) {
        logger.error(exited, "a server process failed to start");
        exitCode = 1;
        stopAll("SIGTERM");
      } else if (code !== 0) {
        exitCode = 1;
      }
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
    });
    return worker;
  };

  logger.info({ processes: count }, "starting the server processes");
  start().once("listening", () => {
    for (let started = 1; started < count && !stopping; started += 1) start();
  });
  process.on("SIGTERM", () => stopAll("SIGTERM"));
  process.on("SIGINT", () => stopAll("SIGINT"));
}
