import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { engines } from "#tests/support/database.ts";
import { cachedPage, sourceOf } from "#tests/support/page-cache.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { useTestApp } from "#tests/support/use-test-app.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A log destination that keeps every line, parsed. */
function logSink() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      callback();
    },
  });
  return { lines, stream };
}

describe.each(engines)("request ids (%s)", (engine) => {
  describe("without a trusted proxy", () => {
    const app = useTestApp(engine);

    test("every answer carries a new id, a page from the cache included", async () => {
      const first = await app.get("/about");
      const second = await cachedPage(app, "/about");
      const missing = await app.get("/no-such-page");
      const health = await app.get("/healthz");
      const ids = [first, second, missing, health].map((res) => res.headers.get("x-request-id"));
      for (const id of ids) expect(id).toMatch(UUID);
      expect(new Set(ids).size).toBe(4);
      expect(sourceOf(second)).toBe("hit");
    });

    test("an id sent by the client is not taken: nothing vouches for it", async () => {
      const res = await app.fetch("/about", {
        headers: { "x-request-id": "chosen-by-the-client" },
      });
      expect(res.headers.get("x-request-id")).toMatch(UUID);
    });
  });

  describe("behind a trusted proxy", () => {
    const app = useTestApp(engine, { TRUST_PROXY: "true" });

    test("the proxy's id is kept; one that could forge a log line is replaced", async () => {
      const kept = await app.fetch("/about", { headers: { "x-request-id": "lb-7f3a.91:22_x" } });
      expect(kept.headers.get("x-request-id")).toBe("lb-7f3a.91:22_x");
      const odd = await app.fetch("/about", { headers: { "x-request-id": 'a b"c' } });
      expect(odd.headers.get("x-request-id")).toMatch(UUID);
      const long = await app.fetch("/about", { headers: { "x-request-id": "x".repeat(129) } });
      expect(long.headers.get("x-request-id")).toMatch(UUID);
    });
  });

  describe("when a page fails", () => {
    const sink = logSink();
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp(engine, { LOG_LEVEL: "info" }, { log: sink.stream });
    });
    afterAll(async () => {
      await app.close().catch(() => {});
    });

    test("its error page quotes the reference that its log lines carry", async () => {
      // A database that has gone away: every loader fails, the root's included.
      await app.database.close();
      const res = await app.get("/shop");
      expect(res.status).toBe(500);
      const id = res.headers.get("x-request-id") ?? "";
      expect(id).toMatch(UUID);
      const html = await res.text();
      expect(html).toMatch(new RegExp(`<code id="request-reference"[^>]*>${id}</code>`));

      const ofRequest = sink.lines.filter((line) => line.reqId === id);
      const messages = ofRequest.map((line) => line.msg);
      expect(messages).toContain("request failed");
      expect(messages).toContain("request errored");
      // No line of this failure goes without the id.
      const failures = sink.lines.filter((line) => line.msg === "request failed");
      expect(failures.every((line) => line.reqId === id)).toBe(true);
    });
  });
});
