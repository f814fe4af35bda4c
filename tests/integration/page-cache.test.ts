import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users } from "#app/.server/db/schema.ts";
import { getSiteSettings, saveSiteSettings } from "#app/.server/settings.ts";
import { engines } from "#tests/support/database.ts";
import { cachedPage, sourceOf } from "#tests/support/page-cache.ts";
import { postForm, signInAs } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !attributes?.includes("src="))
    .map(([, , body]) => body ?? "");

describe.each(engines)("anonymous page cache on %s", (engine) => {
  let app: TestApp;
  const logLines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    app = await startTestApp(
      engine,
      { LOG_LEVEL: "info" },
      { log: { write: (line: string) => void logLines.push(JSON.parse(line)) } },
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  test("a page is rendered once, then served from memory with its own scripts allowed by hash", async () => {
    const first = await app.fetch("/about");
    expect(sourceOf(first)).toBe("miss");
    expect(first.headers.get("content-security-policy")).toMatch(/'nonce-[^']+'/);

    const hit = await cachedPage(app, "/about");
    const html = await hit.text();
    const policy = hit.headers.get("content-security-policy") ?? "";
    expect(html).not.toContain("nonce=");
    expect(policy).not.toContain("'nonce-");
    const scriptSources = policy.split(";").find((d) => d.startsWith("script-src")) ?? "";
    expect(scriptSources).not.toContain("unsafe-inline");
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const body of scripts) {
      expect(scriptSources).toContain(createHash("sha256").update(body).digest("base64"));
    }
    expect(hit.headers.get("x-content-type-options")).toBe("nosniff");
    expect(hit.headers.get("set-cookie")).toBeNull();

    const unchanged = await app.fetch("/about", {
      headers: { "if-none-match": hit.headers.get("etag") ?? "" },
    });
    expect(unchanged.status).toBe(304);
    const zipped = await app.fetch("/about", { headers: { "accept-encoding": "gzip" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(await zipped.text()).toBe(html);
    // Answers from memory still reach the access log.
    expect(logLines).toContainEqual(
      expect.objectContaining({
        pageCache: "hit",
        req: { method: "GET", url: "/about" },
        res: { statusCode: 200 },
      }),
    );
  });

  test("a signed-in member sees their own name on a page cached for anonymous visitors", async () => {
    await app.services.db
      .update(users)
      .set({ firstName: "Orla", lastName: "Cacheproof" })
      .where(eq(users.email, "client@celestial.example"));
    const anonymous = await (await cachedPage(app, "/")).text();
    expect(anonymous).not.toContain("Cacheproof");

    const cookie = await signInAs(app, "client@celestial.example");
    const member = await app.fetch("/", { headers: { cookie } });
    expect(sourceOf(member)).toBeNull();
    expect(member.headers.get("cache-control")).toBe("no-store");
    expect(await member.text()).toContain("Cacheproof");
  });

  test("any cookie but the theme keeps a visitor out; the theme has pages of its own", async () => {
    await cachedPage(app, "/manifesto");
    for (const cookie of ["toast=abc", "employee_session=abc", "something=else"]) {
      expect(sourceOf(await app.fetch("/manifesto", { headers: { cookie } }))).toBeNull();
    }
    const light = await (await cachedPage(app, "/manifesto", { cookie: "theme=light" })).text();
    expect(light).toContain('class="light"');
    const dark = await (await app.fetch("/manifesto")).text();
    expect(dark).toContain('class="dark"');
  });

  test("page-changing parameters are part of the key, tracking ones are not, secrets never", async () => {
    const all = await (await cachedPage(app, "/blog")).text();
    const filtered = await (await cachedPage(app, "/blog?category=Tech")).text();
    expect(filtered).not.toBe(all);
    expect(await (await cachedPage(app, "/blog?utm_source=newsletter")).text()).toBe(all);
    const secret = await app.fetch("/blog?token=abc");
    expect(sourceOf(secret)).toBeNull();
  });

  test("only plain pages are kept: not a 404, not private areas, not data requests", async () => {
    for (let i = 0; i < 3; i += 1) {
      expect(sourceOf(await app.fetch("/no-such-page"))).toBe("miss");
    }
    expect(sourceOf(await app.fetch("/dashboard"))).toBeNull();
    expect(sourceOf(await app.fetch("/_root.data"))).toBeNull();
    expect(sourceOf(await app.fetch("/robots.txt"))).toBeNull();
  });

  test("a write that changes no public page leaves the cache alone, whatever cookie it carries", async () => {
    await cachedPage(app, "/about");
    for (const cookie of ["junk=1", "session=forged; other=2"]) {
      const written = await app.fetch("/resources/theme", {
        method: "POST",
        headers: {
          cookie,
          origin: app.url,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: "theme=light",
      });
      expect(written.status, cookie).toBeLessThan(400);
      expect(sourceOf(await app.fetch("/about")), cookie).toBe("hit");
    }
  });

  test("a saved site name and maintenance mode reach cached pages at once", async () => {
    await cachedPage(app, "/");
    const settings = await getSiteSettings(app.services.db, app.services.config);
    await saveSiteSettings(app.services.db, { ...settings, siteName: "Renamed Collective" });
    await expect
      .poll(async () => (await app.fetch("/")).text(), { timeout: 10_000 })
      .toContain("Renamed Collective");
    await saveSiteSettings(app.services.db, { ...settings, maintenanceMode: true });
    await expect.poll(async () => (await app.fetch("/")).status, { timeout: 10_000 }).toBe(503);
    await saveSiteSettings(app.services.db, settings);
    await expect.poll(async () => (await app.fetch("/")).status, { timeout: 10_000 }).toBe(200);
  });

  test("a product edited through the admin on one instance shows on another at once", async () => {
    const other = await startTestApp(engine, {}, { database: app.database });
    try {
      const before = await (await cachedPage(other, "/shop")).text();
      expect(before).not.toContain("Cache Proof Guide");
      const adminCookie = await signInAs(app, "admin@celestial.example");
      const edited = await postForm(
        app,
        "/admin/products/wellness-guide",
        {
          id: "wellness-guide",
          name: "Cache Proof Guide",
          description: "A guide that proves the cache forgets.",
          price: "39.5",
          category: "Healthcare Technology",
          type: "digital",
          image: "/images/products/physical.svg",
          tags: "Wellness",
          inStock: "on",
          availableForPurchase: "on",
        },
        { cookie: adminCookie },
      );
      expect(edited.status).toBe(302);
      await expect
        .poll(async () => (await app.fetch("/shop")).text(), { timeout: 10_000 })
        .toContain("Cache Proof Guide");
      await expect
        .poll(async () => (await other.fetch("/shop")).text(), { timeout: 10_000 })
        .toContain("Cache Proof Guide");
    } finally {
      await other.close();
    }
  });
});
