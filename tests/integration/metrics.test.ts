import parsePrometheusTextFormat, { type MetricFamily } from "parse-prometheus-text-format";
import { describe, expect, test } from "vitest";
import { engines } from "#tests/support/database.ts";
import { cachedPage, sourceOf } from "#tests/support/page-cache.ts";
import { useTestApp } from "#tests/support/use-test-app.ts";

const METRICS_TOKEN = "a-scraper-token-of-some-length";

/**
 * One sample's value, read from the text: the parser checks the whole exposition and the families'
 * types, but it drops the labels of a labelled histogram's series.
 */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split("\n")) {
    const match = line.match(/^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [
        key,
        value,
      ]),
    );
    if (Object.entries(labels).every(([key, value]) => present[key] === value)) {
      return Number(match[3]);
    }
  }
  return Number.NaN;
}
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe.each(engines)("/metrics (%s)", (engine) => {
  describe("without METRICS_TOKEN", () => {
    const app = useTestApp(engine);

    test("there are no metrics: the path is an unknown page", async () => {
      const res = await app.fetch("/metrics", bearer(METRICS_TOKEN));
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("http_request_duration_seconds");
    });
  });

  describe("with METRICS_TOKEN", () => {
    const app = useTestApp(engine, { METRICS_TOKEN });

    test("a scrape without the token, or with another, is refused", async () => {
      const none = await app.fetch("/metrics");
      expect(none.status).toBe(401);
      expect(none.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect((await app.fetch("/metrics", bearer(`${METRICS_TOKEN}x`))).status).toBe(401);
      expect((await app.fetch("/metrics", bearer("short"))).status).toBe(401);
    });

    test("after some traffic, every family is there and the text parses", async () => {
      // Each answer is read to its end: a request is counted when its response has finished,
      // which on a busy machine can come after the headers the test would otherwise stop at.
      const visit = async (response: Response) => {
        await response.text();
        return response;
      };
      expect(sourceOf(await visit(await app.get("/about")))).toBe("miss");
      expect(sourceOf(await visit(await cachedPage(app, "/about")))).toBe("hit");
      expect((await visit(await app.get("/no-such-page"))).status).toBe(404);
      expect((await visit(await app.get("/healthz"))).status).toBe(200);

      const res = await app.fetch("/metrics", bearer(METRICS_TOKEN));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await res.text();
      const types = new Map(
        parsePrometheusTextFormat(text).map((family: MetricFamily) => [family.name, family.type]),
      );
      expect(types.get("http_request_duration_seconds")).toBe("HISTOGRAM");
      expect(types.get("page_cache_requests_total")).toBe("COUNTER");
      expect(types.get("page_render_seconds")).toBe("HISTOGRAM");
      for (const name of [
        "jobs_due",
        "jobs_failed",
        "mail_outbox_messages",
        "backup_last_success_age_seconds",
        "db_pool_connections",
        "process_resident_memory_bytes",
        "nodejs_eventloop_lag_seconds",
        "nodejs_heap_size_used_bytes",
      ]) {
        expect(types.get(name), name).toBe("GAUGE");
      }

      const requests = (route: string, statusClass: string) =>
        sample(text, "http_request_duration_seconds_count", { route, status_class: statusClass });
      expect(requests("about", "2xx")).toBeGreaterThanOrEqual(3);
      expect(requests("routes/not-found", "4xx")).toBe(1);
      expect(requests("healthz", "2xx")).toBe(1);
      expect(sample(text, "page_cache_requests_total", { result: "hit" })).toBeGreaterThanOrEqual(
        2,
      );
      expect(sample(text, "page_cache_requests_total", { result: "miss" })).toBeGreaterThanOrEqual(
        1,
      );
      // Rendered: the first /about and the 404, each timed once its data was in.
      expect(sample(text, "page_render_seconds_count")).toBeGreaterThanOrEqual(2);
      expect(sample(text, "mail_outbox_messages")).toBeGreaterThanOrEqual(0);
      // No backup has been made on this database.
      expect(sample(text, "backup_last_success_age_seconds")).toBe(-1);
      expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
      expect(sample(text, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
      if (engine === "postgres") {
        expect(sample(text, "db_pool_connections", { state: "open" })).toBeGreaterThan(0);
      } else {
        // The embedded database has no pool: the family has no series.
        expect(sample(text, "db_pool_connections", { state: "open" })).toBeNaN();
      }
    });

    test("a job waiting for a worker counts in the queue's depth", async () => {
      await app.services.jobs.enqueue("metrics-test-job", {});
      const scrape = async () =>
        parsePrometheusTextFormat(
          await (await app.fetch("/metrics", bearer(METRICS_TOKEN))).text(),
        ).find((candidate) => candidate.name === "jobs_due");
      const due = (await scrape())?.metrics.find(
        (sample) => sample.labels?.kind === "metrics-test-job",
      );
      expect(Number(due?.value)).toBe(1);
    });
  });
});
