import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ANALYTICS_ROLLUP_JOB, rollUpAnalytics } from "#app/.server/analytics/rollup.ts";
import { utcDay } from "#app/.server/analytics/visitor.ts";
import {
  analyticsDaily,
  analyticsDailyBreakdown,
  analyticsEvents,
} from "#app/.server/db/analytics-schema.ts";
import { fromPostgres } from "#app/.server/db/client.ts";
import { contactMessages } from "#app/.server/db/forms-schema.ts";
import { jobs } from "#app/.server/db/jobs-schema.ts";
import { engines } from "#tests/support/database.ts";
import { pageHtml } from "#tests/support/html.ts";
import { signInAs } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";

const at = (iso: string) => new Date(iso);
const base = { device: "desktop" as const, path: "/" };

/** Figures drawn as <dt>label</dt><dd>value</dd>. */
function figure(html: string, label: string): string {
  const match = html.match(new RegExp(`>${label}</dt><dd[^>]*>([^<]+)</dd>`));
  if (!match?.[1]) throw new Error(`no figure labelled ${label}`);
  return match[1];
}

describe.each(engines)("analytics rollup, dashboard and export on %s", (engine) => {
  let app: TestApp;
  let admin: string;
  let client: string;
  beforeAll(async () => {
    app = await startTestApp(engine);
    admin = await signInAs(app, "admin@celestial.example");
    client = await signInAs(app, "client@celestial.example");
    // A day of two visitors in March, one old event in January, and one visit today.
    await app.services.db.insert(analyticsEvents).values([
      { ...base, kind: "pageview", visitor: "a", createdAt: at("2026-03-10T10:00:00Z") },
      {
        ...base,
        kind: "pageview",
        visitor: "a",
        path: "/blog",
        createdAt: at("2026-03-10T10:05:00Z"),
      },
      {
        ...base,
        kind: "engagement",
        visitor: "a",
        engagedMs: 12_000,
        path: "/blog",
        createdAt: at("2026-03-10T10:06:00Z"),
      },
      // More than 30 minutes later: a second session.
      { ...base, kind: "pageview", visitor: "a", createdAt: at("2026-03-10T11:00:00Z") },
      {
        ...base,
        kind: "pageview",
        visitor: "b",
        referrer: "news.example",
        device: "mobile",
        createdAt: at("2026-03-10T10:00:00Z"),
      },
      {
        ...base,
        kind: "engagement",
        visitor: "b",
        engagedMs: 3_000,
        createdAt: at("2026-03-10T10:00:05Z"),
      },
      { ...base, kind: "pageview", visitor: "c", createdAt: at("2026-01-05T08:00:00Z") },
    ]);
  });
  afterAll(async () => {
    await app?.close();
  });

  test("the nightly job rolls finished days into daily rows and deletes raw events past retention", async () => {
    // The first pass schedules the rollup for the next midnight; the second runs it.
    await app.services.jobs.runDueJobs(at("2026-03-11T12:00:00Z"));
    await app.services.jobs.runDueJobs(at("2026-03-12T00:00:30Z"));
    const ran = await app.services.db.select().from(jobs);
    expect(
      ran.find((job) => job.kind === ANALYTICS_ROLLUP_JOB && job.status === "succeeded"),
    ).toBeTruthy();

    const days = await app.services.db.select().from(analyticsDaily).orderBy(analyticsDaily.day);
    expect(days.map((d) => d.day)).toContain("2026-02-14");
    expect(days.at(-1)?.day).toBe("2026-03-11");
    expect(days.find((d) => d.day === "2026-01-05")).toMatchObject({ pageViews: 1, visitors: 1 });
    expect(days.find((d) => d.day === "2026-03-10")).toEqual({
      day: "2026-03-10",
      pageViews: 4,
      visitors: 2,
      sessions: 3,
      // a's first session (two pages); b's one page of 3 s and a's lone page are not engaged.
      engagedSessions: 1,
      engagedMs: 15_000,
    });
    const breakdown = await app.services.db.select().from(analyticsDailyBreakdown);
    const of = (dimension: string, value: string) =>
      breakdown.find(
        (r) => r.day === "2026-03-10" && r.dimension === dimension && r.value === value,
      );
    expect(of("page", "/")).toMatchObject({ pageViews: 3, visitors: 2 });
    expect(of("page", "/blog")).toMatchObject({ pageViews: 1, visitors: 1 });
    expect(of("source", "Direct")).toMatchObject({ pageViews: 3, visitors: 1 });
    expect(of("source", "news.example")).toMatchObject({ pageViews: 1, visitors: 1 });
    expect(of("device", "mobile")).toMatchObject({ pageViews: 1, visitors: 1 });

    // Raw events older than 30 days before the run are gone; March's are kept.
    const raw = await app.services.db.select().from(analyticsEvents);
    expect(raw.some((e) => e.visitor === "c")).toBe(false);
    expect(raw.filter((e) => e.visitor === "a")).toHaveLength(4);
  });

  test("rolling up again, or on two instances at once, gives the same rows; a late event is counted", async () => {
    const before = await app.services.db.select().from(analyticsDaily).orderBy(analyticsDaily.day);
    const other =
      app.database.engine.kind === "postgres"
        ? fromPostgres(String(app.database.engine.pool.options.connectionString), { max: 2 })
        : app.database;
    try {
      const now = at("2026-03-12T00:00:40Z");
      await Promise.all([
        rollUpAnalytics(app.services.db, now, 30),
        rollUpAnalytics(other.db, now, 30),
      ]);
    } finally {
      if (other !== app.database) await other.close();
    }
    expect(await app.services.db.select().from(analyticsDaily).orderBy(analyticsDaily.day)).toEqual(
      before,
    );

    await app.services.db
      .insert(analyticsEvents)
      .values({ ...base, kind: "pageview", visitor: "d", createdAt: at("2026-03-11T23:59:59Z") });
    await rollUpAnalytics(app.services.db, at("2026-03-12T00:05:00Z"), 30);
    const [late] = (await app.services.db.select().from(analyticsDaily)).filter(
      (d) => d.day === "2026-03-11",
    );
    expect(late).toMatchObject({ pageViews: 1, visitors: 1, sessions: 1 });
  });

  test("the admin dashboard shows real figures for a custom range from the daily rows", async () => {
    const response = await app.fetch("/analytics?range=custom&from=2026-03-10&to=2026-03-11", {
      headers: { cookie: admin },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(figure(html, "Page views")).toBe("5");
    expect(figure(html, "Unique visitors")).toBe("3");
    expect(figure(html, "Sessions")).toBe("4");
    expect(figure(html, "Engagement rate")).toBe("25.0%");
    expect(figure(html, "Average session time")).toBe("4s");
    expect(figure(html, "Active sessions")).toMatch(/^\d+$/);
    for (const heading of [
      "Traffic per day",
      "Top pages",
      "Top sources",
      "Devices",
      "Conversions per day",
    ]) {
      expect(html).toContain(heading);
    }
    expect(html).toContain("news.example");
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).not.toMatch(/coming soon/i);
    expect(html).not.toContain("2,847");
  });

  test("today's visits and conversions show up in the CSV at once; other members get 403", async () => {
    const csvToday = async () => {
      const response = await app.fetch("/analytics/export.csv?days=7", {
        headers: { cookie: admin },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/csv");
      const [header, ...rows] = (await response.text()).trim().split("\r\n");
      const columns = header?.split(",") ?? [];
      expect(columns).toEqual(
        expect.arrayContaining([
          "date",
          "page_views",
          "visitors",
          "sessions",
          "signups",
          "bookings",
          "orders",
          "form_submissions",
        ]),
      );
      expect(rows).toHaveLength(7);
      const today = rows.at(-1)?.split(",") ?? [];
      expect(today[0]).toBe(utcDay(new Date()));
      return Object.fromEntries(columns.map((column, i) => [column, Number(today[i])]));
    };
    const before = await csvToday();
    for (const path of ["/", "/shop", "/blog"]) {
      const sent = await app.fetch("/api/event", {
        method: "POST",
        headers: {
          origin: app.url,
          "content-type": "application/json",
          "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/147.0",
        },
        body: JSON.stringify({ kind: "pageview", url: `${app.url}${path}` }),
      });
      expect(sent.status).toBe(202);
    }
    await app.services.db.insert(contactMessages).values({
      inquiry: "general",
      fullName: "Ada",
      email: "ada@example.com",
      topic: "general",
      message: "Hello",
    });
    const after = await csvToday();
    expect(after.page_views).toBe((before.page_views ?? 0) + 3);
    expect(after.form_submissions).toBe((before.form_submissions ?? 0) + 1);

    expect(
      (await app.fetch("/analytics/export.csv?days=7", { headers: { cookie: client } })).status,
    ).toBe(403);
    expect(
      (await app.fetch("/analytics/export.csv?days=0", { headers: { cookie: admin } })).status,
    ).toBe(400);
    const anonymous = await app.fetch("/analytics/export.csv?days=7");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
  });

  test("a member sees their own activity and no site-wide figure; the overview has 30-day trends", async () => {
    const mine = await pageHtml(app, "/analytics", client);
    expect(mine).toContain("Your activity");
    expect(Number(figure(mine, "Sign-ins"))).toBeGreaterThanOrEqual(1);
    expect(mine).not.toContain("Unique visitors");
    expect(mine).not.toContain(">Page views<");
    expect(mine).not.toMatch(/coming soon/i);

    const overview = await pageHtml(app, "/admin", admin);
    for (const label of ["Sign-ups", "Orders", "Bookings", "Submissions"]) {
      expect(overview).toMatch(new RegExp(`aria-label="${label} per day from [^"]+"`));
    }
  });
});
