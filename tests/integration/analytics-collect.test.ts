import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { clearViewedRole, switchViewedRole } from "#app/.server/account/role-switch.ts";
import { rollUpAnalytics } from "#app/.server/analytics/rollup.ts";
import { utcDay } from "#app/.server/analytics/visitor.ts";
import { analyticsEvents, analyticsSalts } from "#app/.server/db/analytics-schema.ts";
import { users } from "#app/.server/db/schema.ts";
import { engines } from "#tests/support/database.ts";
import { signInAs } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { useSignedIn, useTestApp } from "#tests/support/use-test-app.ts";

const DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0.0.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

/** What the collection script sends, from a browser on this site. */
function sendEvent(app: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return app.fetch("/api/event", {
    method: "POST",
    headers: {
      origin: app.url,
      "content-type": "text/plain;charset=UTF-8",
      "user-agent": DESKTOP,
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function storedEventsOf(app: TestApp) {
  await app.services.analytics.buffer.flush();
  return app.services.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);
}

describe.each(engines)("collecting page views on %s", (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine);
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    await app.services.db.delete(analyticsEvents);
  });

  const send = (body: unknown, headers: Record<string, string> = {}) =>
    sendEvent(app, body, headers);
  const storedEvents = () => storedEventsOf(app);

  test("a page view keeps the path, source, campaign and device, and nothing that identifies the visitor", async () => {
    const response = await send({
      kind: "pageview",
      url: `${app.url}/blog?utm_source=Newsletter&utm_medium=email&utm_campaign=Launch&email=ada%40example.com`,
      referrer: "https://www.example.org/some/post",
    });
    expect(response.status).toBe(202);
    expect(response.headers.get("set-cookie")).toBeNull();
    const [event, ...rest] = await storedEvents();
    expect(rest).toEqual([]);
    expect(event).toMatchObject({
      kind: "pageview",
      path: "/blog",
      referrer: "example.org",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "launch",
      device: "desktop",
      engagedMs: null,
    });
    const stored = JSON.stringify(event);
    for (const secret of ["127.0.0.1", "Chrome/147", "X11", "ada", "example.com"]) {
      expect(stored).not.toContain(secret);
    }
  });

  test("one browser is one visitor for the day; another browser is another; time on page is kept", async () => {
    const page = `${app.url}/shop`;
    expect((await send({ kind: "pageview", url: page })).status).toBe(202);
    expect((await send({ kind: "engagement", url: page, engagedMs: 12_500 })).status).toBe(202);
    const phone = { "user-agent": PHONE };
    expect((await send({ kind: "pageview", url: page }, phone)).status).toBe(202);
    const [first, second, third] = await storedEvents();
    expect(second?.visitor).toBe(first?.visitor);
    expect(second).toMatchObject({ kind: "engagement", engagedMs: 12_500, path: "/shop" });
    expect(third?.visitor).not.toBe(first?.visitor);
    expect(third?.device).toBe("mobile");
  });

  test("an internal link is not a source, and record ids in a path are folded together", async () => {
    await send({
      kind: "pageview",
      url: `${app.url}/consultation/manage/0b7c1f6e-9a51-4d7e-8d38-1f5b3c2a9e10?token=secret`,
      referrer: `${app.url}/dashboard`,
    });
    const [event] = await storedEvents();
    expect(event).toMatchObject({ path: "/consultation/manage/:id", referrer: null });
  });

  test("a control character in a campaign tag is dropped, and no report written with it is lost", async () => {
    await send({ kind: "pageview", url: `${app.url}//blog/?utm_source=News%00Letter%0A` });
    await send({ kind: "pageview", url: `${app.url}/shop` });
    const events = await storedEvents();
    expect(events.map(({ path, utmSource }) => ({ path, utmSource }))).toEqual([
      { path: "/blog", utmSource: "news letter" },
      { path: "/shop", utmSource: null },
    ]);
  });

  test("bots, prefetches, Do Not Track and Global Privacy Control are left out", async () => {
    const page = { kind: "pageview", url: `${app.url}/` };
    const cases: Record<string, string>[] = [
      { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      { "user-agent": "" },
      { "sec-purpose": "prefetch" },
      { purpose: "prefetch" },
      { dnt: "1" },
      { "sec-gpc": "1" },
    ];
    for (const headers of cases) expect((await send(page, headers)).status).toBe(204);
    expect(await storedEvents()).toEqual([]);
  });

  test("an admin previewing another role is not counted; after the preview they are", async () => {
    const cookie = await signInAs(app, "admin@celestial.example");
    const [admin] = await app.services.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "admin@celestial.example"));
    if (!admin) throw new Error("no demo admin");
    const page = { kind: "pageview", url: `${app.url}/shop` };
    await switchViewedRole(app.services.db, admin.id, "client");
    expect((await send(page, { cookie })).status).toBe(204);
    await clearViewedRole(app.services.db, admin.id);
    expect((await send(page, { cookie })).status).toBe(202);
    expect(await storedEvents()).toHaveLength(1);
  });

  test("malformed reports get a 4xx and store nothing", async () => {
    const url = `${app.url}/`;
    const bad: [unknown, Record<string, string>][] = [
      ["not json", {}],
      [{ url }, {}],
      [{ kind: "click", url }, {}],
      [{ kind: "pageview", url: "javascript:alert(1)" }, {}],
      [{ kind: "engagement", url, engagedMs: -5 }, {}],
      [{ kind: "pageview", url: "https://elsewhere.example/page" }, {}],
      [{ kind: "pageview", url, referrer: "x".repeat(5000) }, {}],
      [{ kind: "pageview", url }, { "content-type": "application/x-www-form-urlencoded" }],
      [[{ kind: "pageview", url }], {}],
    ];
    for (const [body, headers] of bad) {
      const response = await send(body, headers);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const get = await app.fetch("/api/event");
    expect(get.status).toBe(405);
    expect(await storedEvents()).toEqual([]);
  });

  test("each day has one salt, and past days' salts are deleted so their ids cannot be recomputed", async () => {
    const { salts } = app.services.analytics;
    const today = utcDay(new Date());
    const saltToday = await salts.saltFor(today);
    expect(await salts.saltFor(today)).toBe(saltToday);
    await app.services.db.insert(analyticsSalts).values({ day: "2026-01-01", salt: "old" });
    await rollUpAnalytics(app.services.db, new Date(), 30);
    const kept = await app.services.db.select({ day: analyticsSalts.day }).from(analyticsSalts);
    expect(kept).toEqual([{ day: today }]);
  });

  test("a report from another site's page script is refused", async () => {
    const response = await send(
      { kind: "pageview", url: `${app.url}/` },
      { origin: "https://elsewhere.example" },
    );
    expect(response.status).toBe(403);
  });

  // Last: it spends what the tests above left of this address's allowance for the minute.
  test("past 60 reports a minute from one address, the rest get 429 and are not stored", async () => {
    const page = { kind: "pageview", url: `${app.url}/` };
    let accepted = 0;
    let response = await send(page);
    while (response.status === 202 && accepted < 60) {
      accepted += 1;
      response = await send(page);
    }
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("60");
    expect(await storedEvents()).toHaveLength(accepted);
  });
});

describe.each(engines)("the allowance of one sender on %s", (engine) => {
  const app = useTestApp(engine, { TRUST_PROXY: "true" });

  test("the addresses of one IPv6 /64 share 60 reports a minute; the next /64 has its own", async () => {
    const page = { kind: "pageview", url: `${app.url}/` };
    const from = (address: string) => sendEvent(app, page, { "x-forwarded-for": address });
    for (let i = 1; i <= 60; i += 1) {
      expect((await from(`2001:db8:1:2::${i.toString(16)}`)).status).toBe(202);
    }
    expect((await from("2001:db8:1:2:ffff::1")).status).toBe(429);
    expect((await from("2001:db8:1:3::1")).status).toBe(202);
  });
});

describe.each(engines)("the site's daily cap on %s", (engine) => {
  const app = useTestApp(engine, { ANALYTICS_DAILY_EVENT_CAP: "3" });
  const admin = useSignedIn(app, "admin@celestial.example");

  async function dashboard() {
    const response = await app.fetch("/analytics?range=today", {
      headers: { cookie: admin.cookie },
    });
    return response.text();
  }

  test("past the day's cap reports are dropped and counted, and admins are told how many", async () => {
    expect(await dashboard()).not.toContain("dropped in this range");
    for (const path of ["/", "/shop"]) {
      expect((await sendEvent(app, { kind: "pageview", url: `${app.url}${path}` })).status).toBe(
        202,
      );
      await app.services.analytics.buffer.flush();
    }
    for (const path of ["/blog", "/events", "/about"]) {
      expect((await sendEvent(app, { kind: "pageview", url: `${app.url}${path}` })).status).toBe(
        202,
      );
    }
    const stored = await storedEventsOf(app);
    expect(stored.map((event) => event.path)).toEqual(["/", "/shop", "/blog"]);
    expect(await dashboard()).toContain(
      "2 events were dropped in this range over the daily cap of 3 events",
    );
  });
});
