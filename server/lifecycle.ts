import { createServer, type RequestListener, type Server } from "node:http";
import type { Logger } from "pino";
import type { Readiness } from "#server/readiness.ts";

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Listens and turns ready; on SIGTERM or SIGINT turns unready (/readyz answers 503), keeps
 * answering for `shutdownDelayMs` so a load balancer can notice, then stops accepting, lets
 * requests in flight finish, closes the database, and exits; a request that hangs past the grace
 * period does not keep the process alive.
 */
export function listenWithGracefulShutdown(
  app: RequestListener,
  options: {
    port: number;
    host: string;
    logger: Logger;
    readiness: Readiness;
    shutdownDelayMs: number;
    onClose: () => Promise<void>;
  },
): Server {
  const { port, host, logger, readiness, onClose } = options;
  const server = createServer(app).listen(port, host, () => {
    const address = server.address();
    const shownPort = typeof address === "object" && address ? address.port : port;
    readiness.markReady();
    logger.info({ port: shownPort, host }, `listening on http://localhost:${shownPort}`);
  });

  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    readiness.markStopping();
    logger.info({ signal, delayMs: options.shutdownDelayMs }, "shutting down");
    setTimeout(stopAccepting, options.shutdownDelayMs);
  };
  const stopAccepting = () => {
    const force = setTimeout(() => {
      logger.warn("requests still open after the grace period; closing them");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      try {
        await onClose();
        logger.info("stopped");
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, "error while closing");
        process.exit(1);
      }
    });
    server.closeIdleConnections();
  };
  // Not once: under a cluster, Ctrl-C reaches a worker from the terminal and again from the primary.
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
  // A cluster worker whose primary is gone has nobody to restart or stop it: it stops itself.
  process.once("disconnect", () => shutdown("SIGTERM"));
  return server;
}
