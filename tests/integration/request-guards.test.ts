import { request as httpRequest } from "node:http";
import { expect, test } from "vitest";
import { actionRoutes } from "#tests/support/route-paths.ts";
import { postForm, signInAs } from "#tests/support/sign-in.ts";
import { describeWithApp } from "#tests/support/use-test-app.ts";

const routes = await actionRoutes();

/** A request fetch() refuses to make (TRACE), with Node's own client. */
function rawRequest(url: string, method: string) {
  return new Promise<{ status: number; allow: string | undefined }>((resolve, reject) => {
    const request = httpRequest(url, { method }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, allow: response.headers.allow });
    });
    request.on("error", reject);
    request.end();
  });
}

/** Streams `bytes` in 64 KiB chunks without a Content-Length, as a chunked upload does. */
function postChunked(
  url: string,
  bytes: number,
  contentType = "application/x-www-form-urlencoded",
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: "POST",
        headers: {
          "content-type": contentType,
          "transfer-encoding": "chunked",
          origin: new URL(url).origin,
        },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    // The server closes the connection once it has answered; the rest of the upload fails.
    request.on("error", (error) => (request.writableEnded ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once("drain", write);
          return;
        }
      }
      request.end();
    };
    write();
  });
}

describeWithApp("request guards", (app) => {
  test("TRACE and other unknown methods get 405 with an Allow header", async () => {
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      for (const path of ["/", "/contact", "/api/auth/get-session", "/resources/theme"]) {
        const response = await rawRequest(`${app.url}${path}`, method);
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.allow).toBe("GET, HEAD, POST");
      }
    }
  });

  test("the JSON endpoints answer one way: 405 with Allow, { error } when refused, { ok: true } when done", async () => {
    const posts = [
      "/api/newsletter/subscribe",
      "/api/functions/send-rising-star-nomination",
      "/resources/cart",
      "/resources/push-subscription",
      "/api/functions/complete-consultation-booking",
    ];
    for (const path of posts) {
      const get = await app.fetch(path);
      expect(get.status, path).toBe(405);
      expect(get.headers.get("allow"), path).toBe("POST");
      expect(await get.json(), path).toEqual({ error: "Method not allowed" });
    }
    for (const path of ["/api/search?q=star", "/api/consultation/slots?date=2031-03-10"]) {
      const post = await app.fetch(path, {
        method: "POST",
        headers: { origin: app.url, "content-type": "application/json" },
        body: "{}",
      });
      expect(post.status, path).toBe(405);
      expect(post.headers.get("allow"), path).toBe("GET");
    }
    const refused = await app.fetch("/api/consultation/slots?date=tomorrow");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: "Give a date as yyyy-MM-dd" });
    const found = await app.fetch("/api/search?q=star");
    expect(found.headers.get("cache-control")).toBe("no-store");
    expect(await found.json()).toMatchObject({ ok: true, query: "star" });
    const signedOut = await app.fetch("/resources/cart", {
      method: "POST",
      headers: { origin: app.url, "content-type": "application/json" },
      body: JSON.stringify({ intent: "replace", lines: [] }),
    });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: "Please sign in" });
  });

  test("better-auth's routes still answer GET and POST", async () => {
    const cookie = await signInAs(app, "client@celestial.example");
    const session = await app.fetch("/api/auth/get-session", { headers: { cookie } });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ user: { email: "client@celestial.example" } });
    const signOut = await app.fetch("/api/auth/sign-out", {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url, cookie },
      body: "{}",
    });
    expect(signOut.status).toBe(200);
    expect((await app.fetch("/dashboard", { headers: { cookie } })).status).toBe(302);
  });

  test("a chunked body is cut off with 413 once it passes 1 MiB", async () => {
    const twoMiB = 2 * 1024 * 1024;
    for (const path of ["/contact", "/resources/theme"]) {
      expect(await postChunked(`${app.url}${path}`, twoMiB), path).toBe(413);
    }
    const json = "application/json";
    expect(await postChunked(`${app.url}/api/auth/sign-out`, twoMiB, json)).toBe(413);
    // The server still answers afterwards, and a chunked body under the limit is read.
    expect(await postChunked(`${app.url}/resources/theme`, 64 * 1024)).toBe(400);
  });

  test.each(routes)("a cross-origin POST to $path is refused", async ({ path }) => {
    const response = await postForm(
      app,
      path,
      { intent: "x" },
      {
        headers: { origin: "https://evil.example" },
      },
    );
    expect(response.status).toBe(403);
  });

  test("a cross-origin sign-out leaves the session alone", async () => {
    const cookie = await signInAs(app, "client@celestial.example");
    const attack = await postForm(
      app,
      "/sign-out",
      {},
      {
        cookie,
        headers: { origin: "https://evil.example" },
      },
    );
    expect(attack.status).toBe(403);
    const dashboard = await app.fetch("/dashboard", { headers: { cookie } });
    expect(dashboard.status).toBe(200);
  });

  test("without an Origin, Sec-Fetch-Site and then the Referer decide", async () => {
    const post = (headers: Record<string, string>) =>
      app.fetch("/resources/theme", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: "theme=dark",
      });
    expect((await post({ origin: "null" })).status).toBe(403);
    expect((await post({ "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post({ "sec-fetch-site": "same-site" })).status).toBe(403);
    expect((await post({ referer: "https://evil.example/page" })).status).toBe(403);
    expect((await post({ "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect((await post({ referer: `${app.url}/about` })).status).toBe(200);
    // No browser sent this (a webhook, a script): no visitor's cookies ride along.
    expect((await post({})).status).toBe(200);
  });
});
