import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type pino from "pino";
import type { ServerBuild } from "react-router";
import { parseConfig } from "#app/.server/config.ts";
import { createLogger, createServices } from "#app/.server/create-services.ts";
import type { AppServices } from "#app/.server/services.ts";
import { createApp } from "#server/app.ts";
import { type Engine, openTestDatabase, type TestDatabase } from "./database.ts";

export type TestApp = {
  url: string;
  services: AppServices;
  database: TestDatabase;
  fetch: (pathname: string, init?: RequestInit) => Promise<Response>;
  /** A GET as a browser makes it, signed in when given a session cookie. */
  get: (pathname: string, cookie?: string) => Promise<Response>;
  close: () => Promise<void>;
};

const BUILD_PATH = path.resolve("build/server/index.js");
const CLIENT_DIR = path.resolve("build/client");

export type TestAppOptions = {
  /** A database to start on, which outlives the app (a restart); otherwise one of its own. */
  database?: TestDatabase;
  /** Where the log goes; otherwise the level in `env` (silent unless set) on standard output. */
  log?: pino.DestinationStream;
};

/** The whole app in this process: production build, real database, a real socket on a free port. */
export async function startTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  if (!existsSync(BUILD_PATH)) throw new Error("No build found: run `npm run build` first");
  const build = (await import(pathToFileURL(BUILD_PATH).href)) as ServerBuild;
  const server = createServer();
  // Node's fetch drops an idle socket after 4 s; a server that keeps it longer never closes one
  // just as the client reuses it, which a busy machine otherwise sees as a stray ECONNRESET.
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const config = parseConfig({
    NODE_ENV: "production",
    PUBLIC_URL: url,
    SESSION_SECRET: "integration-test-secret-that-is-long-enough",
    SEED_DEMO: "false",
    LOG_LEVEL: "silent",
    // The test database holds the demo data, so this is a demo install: the embedded test provider
    // takes payments unless the test configures Stripe (or PAYMENT_PROVIDER) itself.
    ...(env.STRIPE_SECRET_KEY ? {} : { PAYMENT_PROVIDER: "test" }),
    ...env,
  });
  const database = options.database ?? (await openTestDatabase(engine));
  const services = await createServices(config, database, createLogger(config, options.log));
  server.on("request", createApp({ services, build, clientDir: CLIENT_DIR }));

  const responses: Response[] = [];
  const fetchApp = async (pathname: string, init?: RequestInit) => {
    const response = await fetch(`${url}${pathname}`, { redirect: "manual", ...init });
    responses.push(response);
    return response;
  };
  return {
    url,
    services,
    database,
    fetch: fetchApp,
    get: (pathname, cookie) => fetchApp(pathname, cookie ? { headers: { cookie } } : undefined),
    close: async () => {
      // Responses still streaming must finish before the database goes, or their rendering fails
      // after the test and is reported against the file; a stuck client is cut off after a while.
      // A page whose body the test never read cannot finish until its client reads it (the socket
      // is full): read here to the end, its connection goes idle and closes without the wait. A
      // body being read elsewhere, or cut off, has nothing left to give.
      const reading = responses
        .splice(0)
        .filter((response) => !response.bodyUsed)
        .map((response) => response.arrayBuffer().catch(() => undefined));
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 2_000);
      void Promise.all(reading).then(() => server.closeIdleConnections());
      await closed;
      clearTimeout(force);
      await services.changes.close();
      await services.presence.close();
      if (!options.database) await database.dispose();
    },
  };
}
