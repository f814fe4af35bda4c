import cluster from "node:cluster";
import { timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { clusterScraper } from "./cluster-scrape.ts";
import type { SiteMetrics } from "./site-metrics.ts";

/**
 * GET /metrics in Prometheus's text format, for the holder of METRICS_TOKEN (sent as a bearer
 * token); mounted only when the token is configured, so without one the path is a 404 like any
 * unknown page. In a cluster it describes every process.
 */
export function metricsEndpoint(
  metrics: SiteMetrics,
  token: string,
  logger: Logger,
): RequestHandler {
  const expected = Buffer.from(`Bearer ${token}`);
  const scrape = cluster.isWorker
    ? clusterScraper(metrics.registry)
    : () => metrics.registry.metrics();
  return (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const given = Buffer.from(req.headers.authorization ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      res.status(401).type("text/plain").send("The metrics need the configured bearer token.\n");
      return;
    }
    scrape().then(
      (text) => res.type(metrics.registry.contentType).send(text),
      (error: unknown) => {
        logger.error({ err: error }, "could not gather the metrics");
        res.status(503).type("text/plain").send("The metrics could not be gathered just now.\n");
      },
    );
  };
}
