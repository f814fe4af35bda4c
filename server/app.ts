import type { RequestListener } from "node:http";
import { createRequestHandler } from "@react-router/express";
import { toNodeHandler } from "better-auth/node";
import compression from "compression";
import express, { type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import type { AppServices } from "#app/.server/services.ts";
import { withRequestMemo } from "#app/.server/web/request-memo.ts";
import { answerBodyErrors, limitBodySize, readWholeBody } from "#server/body-limit.ts";
import { singleDrainListener } from "#server/drain-listeners.ts";
import { eventEndpoint } from "#server/event-endpoint.ts";
import { healthCheck, readinessCheck } from "#server/health.ts";
import { logAnswer, requestLogging } from "#server/logging.ts";
import { holdDuringMaintenance } from "#server/maintenance.ts";
import { mediaFiles } from "#server/media-files.ts";
import { metricsEndpoint } from "#server/metrics/metrics-endpoint.ts";
import { createSiteMetrics } from "#server/metrics/site-metrics.ts";
import { createPageCache } from "#server/page-cache/page-cache.ts";
import type { Readiness } from "#server/readiness.ts";
import {
  allowOnlyKnownMethods,
  exposeClientAddress,
  refuseForeignOrigin,
} from "#server/request-guards.ts";
import { requestIdOf, stampRequestId } from "#server/request-id.ts";
import { cspNonce, securityHeaders } from "#server/security.ts";
import { staticFiles } from "#server/static-files.ts";

export type AppOptions = {
  services: AppServices;
  /** The production build, or a loader of it (Vite's dev server reloads it on every request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Where the browser build lives; omitted in development, where Vite serves it. */
  clientDir?: string;
  /** Vite's middleware in development. */
  devMiddleware?: express.RequestHandler;
  /** What /readyz reports; ready from the start when omitted (tests that serve the app directly). */
  readiness?: Readiness;
};

const alwaysReady: Readiness = { state: "ready", markReady() {}, markStopping() {} };

/** The whole HTTP pipeline; server.ts only adds the listening socket and the shutdown. */
export function createApp(options: AppOptions): RequestListener {
  const { services, build, clientDir, devMiddleware } = options;
  const readiness = options.readiness ?? alwaysReady;
  const development = services.config.env === "development";
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", services.config.trustProxy);

  // Rendered pages are kept only for a fixed production build; Vite's reloads would outdate them.
  const pageCache =
    typeof build === "function" || services.config.pageCacheBytes === 0
      ? null
      : createPageCache({
          maxBytes: services.config.pageCacheBytes,
          changes: services.changes,
          logAnswer: logAnswer(services.logger, { pageCache: "hit" }),
          logger: services.logger,
        });

  const { metricsToken } = services.config;
  const metrics = metricsToken
    ? createSiteMetrics(services, typeof build === "function" ? null : build)
    : null;

  const foreignOriginGuard = refuseForeignOrigin(services.config.publicUrl);
  // Analytics reports skip the whole pipeline, request logger included.
  app.all("/api/event", foreignOriginGuard, eventEndpoint(services));
  app.use(requestLogging(services.logger));
  app.use(allowOnlyKnownMethods);
  app.use(compression());
  app.use(singleDrainListener);
  app.use(cspNonce);
  app.use(securityHeaders({ development, https: services.config.publicUrl.startsWith("https:") }));
  app.use(limitBodySize);
  app.use(foreignOriginGuard);
  app.use(exposeClientAddress);

  app.get("/healthz", healthCheck(services));
  app.get("/readyz", readinessCheck(services, readiness));
  if (metrics && metricsToken) {
    app.get("/metrics", metricsEndpoint(metrics, metricsToken, services.logger));
  }
  // Assets stay available in maintenance mode: the maintenance page needs them.
  if (devMiddleware) app.use(devMiddleware);
  if (clientDir) app.use(staticFiles(clientDir));
  app.get("/media/:name", mediaFiles(services.mediaStorage, services.logger));
  // Browsers ask for it on their own; the answer must not cost a page render.
  app.get("/favicon.ico", (_req, res) => res.redirect(301, "/favicon.svg"));

  const loadBuild = typeof build === "function" ? build : async () => build;
  app.use(holdDuringMaintenance(services, loadBuild));
  app.all("/api/auth/*splat", readWholeBody, toNodeHandler(services.auth));

  if (pageCache && typeof build !== "function") app.use(pageCache.store(build));
  const handleRoute = createRequestHandler({
    build,
    mode: services.config.env,
    getLoadContext: (_req: Request, res: Response) => {
      const requestId = requestIdOf(res);
      return {
        // What a page or a domain logs while answering carries the request's id.
        services: { ...services, logger: services.logger.child({ reqId: requestId }) },
        cspNonce: res.locals.cspNonce as string,
        requestId,
        observeRender: metrics?.observeRender,
      };
    },
  });
  app.all("{*splat}", (req, res, next) =>
    // Without a cookie there is no session to share; a scope would cost each promise a hook.
    (req.method === "GET" || req.method === "HEAD") && req.headers.cookie
      ? withRequestMemo(() => handleRoute(req, res, next))
      : handleRoute(req, res, next),
  );
  app.use(answerBodyErrors);
  const trustedProxy = services.config.trustProxy !== false;
  return (req, res) => {
    stampRequestId(req, res, trustedProxy);
    metrics?.track(req, res);
    // A page from memory is answered before Express sets up the request at all.
    if (!pageCache?.answer(req, res)) app(req, res);
  };
}
