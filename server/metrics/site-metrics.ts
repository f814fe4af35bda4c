import type { IncomingMessage, ServerResponse } from "node:http";
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";
import type { ServerBuild } from "react-router";
import type { AppServices } from "#app/.server/services.ts";
import { routeIdOf } from "#server/route-kind.ts";
import { registerStateGauges } from "./state-gauges.ts";

/** Answers the server gives before React Router, named for the metrics' `route` label. */
const OWN_PATHS: Record<string, string> = {
  "/healthz": "healthz",
  "/readyz": "readyz",
  "/metrics": "metrics",
  "/api/event": "analytics-event",
  "/favicon.ico": "favicon",
};

/** A file name at the end of the path: an asset, the sprite, the service worker. */
const FILE = /\/[^/]+\.(?!data$)[a-z0-9]+$/i;

export type SiteMetrics = {
  registry: Registry;
  /** Starts timing one request; its duration and cache outcome are counted when it closes. */
  track: (req: IncomingMessage, res: ServerResponse) => void;
  /** How long React took to render a page's HTML once its data was loaded. */
  observeRender: (seconds: number) => void;
};

/**
 * The site's Prometheus metrics, in a registry of their own: requests by route and status class,
 * the page cache, render time, the job queue, the outbox, backups, the database pool, and Node's
 * own (memory, CPU, event-loop lag, garbage collection).
 */
export function createSiteMetrics(services: AppServices, build: ServerBuild | null): SiteMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerStateGauges(registry, services);

  const requestDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by the route that answered and the status class.",
    labelNames: ["route", "status_class"],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pageCache = new Counter({
    name: "page_cache_requests_total",
    help: "Anonymous page requests the page cache answered (hit) or passed on to be rendered (miss).",
    labelNames: ["result"],
    registers: [registry],
  });
  const render = new Histogram({
    name: "page_render_seconds",
    help: "Time React takes to render a page's HTML once its data is loaded: CPU work on the main thread.",
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });

  const routeOf = (url: string): string => {
    const path = url.split("?", 1)[0] ?? "/";
    const own = OWN_PATHS[path];
    if (own) return own;
    if (path.startsWith("/api/auth/")) return "auth-api";
    if (FILE.test(path)) return "static";
    return (build && routeIdOf(build, path)) ?? "unmatched";
  };

  return {
    registry,
    track(req, res) {
      const startedAt = performance.now();
      res.once("close", () => {
        const route = routeOf(req.url ?? "/");
        const statusClass = `${Math.floor(res.statusCode / 100)}xx`;
        requestDuration.observe(
          { route, status_class: statusClass },
          (performance.now() - startedAt) / 1000,
        );
        const cached = res.getHeader("x-page-cache");
        if (cached === "hit" || cached === "miss") pageCache.inc({ result: cached });
      });
    },
    observeRender(seconds) {
      render.observe(seconds);
    },
  };
}
