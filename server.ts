import cluster from "node:cluster";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { ConfigError, parseConfig } from "#app/.server/config.ts";
import { createLogger, createServices } from "#app/.server/create-services.ts";
import { openDatabase } from "#app/.server/db/client.ts";
import { DataDirInUseError } from "#app/.server/db/data-dir-lock.ts";
import { makePrivateFolder } from "#app/.server/db/private-folder.ts";
import { createApp } from "#server/app.ts";
import { superviseWorkers } from "#server/cluster.ts";
import { listenWithGracefulShutdown } from "#server/lifecycle.ts";
import { answerClusterScrapes } from "#server/metrics/cluster-scrape.ts";
import { createReadiness } from "#server/readiness.ts";

let config: ReturnType<typeof parseConfig>;
try {
  config = parseConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config);
if (config.processes > 1 && cluster.isPrimary) {
  superviseWorkers(config.processes, logger);
  if (config.metricsToken) answerClusterScrapes();
} else {
  await startServer();
}

/** One server process: the database, the services, the app and its port. */
async function startServer() {
  // Whatever this process writes (backups, keys, demo passwords) is its user's alone.
  process.umask(0o077);
  const database = await openDatabase(config.database, (error) =>
    logger.warn({ err: error }, "an idle database connection dropped"),
  ).catch((error: unknown) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  const readiness = createReadiness();
  const services = await createServices(config, database, logger);
  // PGlite sets its own files to 0666 whatever the umask, so the folder is tightened again once
  // migrations and seeding have written theirs; files it makes later sit in a folder only this
  // user can enter.
  makePrivateFolder(config.dataDir);

  async function productionApp() {
    const buildPath = path.resolve("build/server/index.js");
    const build = (await import(buildPath)) as ServerBuild;
    return createApp({ services, build, clientDir: path.resolve("build/client"), readiness });
  }

  async function developmentApp() {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    return createApp({
      services,
      build: () =>
        viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      devMiddleware: viteServer.middlewares,
      readiness,
    });
  }

  const app = config.env === "development" ? await developmentApp() : await productionApp();
  services.jobs.start();

  listenWithGracefulShutdown(app, {
    port: config.port,
    host: config.host,
    logger,
    readiness,
    shutdownDelayMs: config.shutdownDelayMs,
    onClose: async () => {
      // A job in hand finishes before the database it writes to closes.
      await services.jobs.stop();
      await services.analytics.buffer.flush();
      services.mailer.close();
      await services.changes.close();
      await services.presence.close();
      await database.close();
    },
  });
}
