import { expect, test } from "vitest";
import { startTestApp } from "#tests/support/test-app.ts";
import { describeWithApp } from "#tests/support/use-test-app.ts";

describeWithApp("the server", (app, engine) => {
  test("the home page is rendered on the server with the security headers", async () => {
    const response = await app.fetch("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Where rare talent builds the future");
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    // Every inline script carries this request's nonce, so the policy lets exactly those run.
    // JSON-LD blocks are data, never run, and need none.
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)([^>]*)>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  test("the stylesheet is inside the document, so no request blocks the first paint", async () => {
    const html = await (await app.fetch("/")).text();
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
    const inline = html.match(/<style data-href="(\/assets\/[^"]+\.css)">([\s\S]*?)<\/style>/);
    expect(inline?.[1]).toBeTruthy();
    // The whole built stylesheet, the same file a browser would otherwise have fetched.
    const file = await (await app.fetch(inline?.[1] ?? "")).text();
    expect(inline?.[2]).toBe(file);
  });

  test("each rendered response gets a different nonce", async () => {
    // A cookie of no known meaning keeps the page out of the anonymous cache: it is rendered anew.
    const nonceOf = async () =>
      (await app.fetch("/", { headers: { cookie: "visit=1" } })).headers
        .get("content-security-policy")
        ?.match(/'nonce-([^']+)'/)?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  test("an unknown path is a real page with status 404", async () => {
    const response = await app.fetch("/nope");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("This page drifted out of orbit");
  });

  test("/healthz reports the database as JSON", async () => {
    const response = await app.fetch("/healthz");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ status: "ok", database: "ok", engine });
  });

  test("/healthz answers 503 when the database is gone", async () => {
    const broken = await startTestApp(engine);
    await broken.database.close();
    const response = await broken.fetch("/healthz");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "degraded", database: "unreachable" });
    await broken.close();
  });

  test("hashed assets are cached for a year", async () => {
    const html = await (await app.fetch("/")).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await app.fetch(asset ?? "");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("max-age=31536000");
    expect(response.headers.get("cache-control")).toContain("immutable");
  });

  test("responses are compressed when the client accepts it", async () => {
    const response = await app.fetch("/", { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  test("a body over the limit is refused with 413", async () => {
    const response = await app.fetch("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(2 * 1024 * 1024) },
      body: "x".repeat(2 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
  });

  test("a state-changing API call from a foreign origin is refused", async () => {
    const response = await app.fetch("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ email: "client@celestial.example", password: "celestial-demo-2026" }),
    });
    expect(response.status).toBe(403);
  });

  test("malformed JSON to an API endpoint is a 4xx, not a 500", async () => {
    const response = await app.fetch("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url },
      body: "{not json",
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});
