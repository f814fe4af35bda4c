import { describe, expect, test } from "vitest";
import { analyticsEvents } from "#app/.server/db/analytics-schema.ts";
import { engines } from "#tests/support/database.ts";
import type { TestApp } from "#tests/support/test-app.ts";
import { useSignedIn, useTestApp } from "#tests/support/use-test-app.ts";

const DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0.0.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

function sendVital(app: TestApp, path: string, name: string, value: number, userAgent = DESKTOP) {
  return app.fetch("/api/event", {
    method: "POST",
    headers: {
      origin: app.url,
      "content-type": "text/plain;charset=UTF-8",
      "user-agent": userAgent,
    },
    body: JSON.stringify({ kind: "vital", url: `${app.url}${path}`, name, value }),
  });
}

/** The text of the page-speed section, tags dropped, for reading its figures in order. */
function speedSection(html: string): string {
  const start = html.indexOf('id="page-speed-title"');
  return html
    .slice(start)
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .replaceAll(" ,", ",");
}

describe.each(engines)("real visitors' page speed (%s)", (engine) => {
  const app = useTestApp(engine);
  const admin = useSignedIn(app, "admin@celestial.example");

  test("a vital is stored with its page and device, and refused when it is not one", async () => {
    expect((await sendVital(app, "/about", "LCP", 1234.5)).status).toBe(202);
    expect((await sendVital(app, "/about", "FID", 12)).status).toBe(400);
    expect((await sendVital(app, "/about", "CLS", -1)).status).toBe(400);
    await app.services.analytics.buffer.flush();
    const rows = await app.database.db.select().from(analyticsEvents);
    expect(
      rows.map(({ kind, path, device, vital, vitalValue }) => ({
        kind,
        path,
        device,
        vital,
        vitalValue,
      })),
    ).toEqual([
      { kind: "vital", path: "/about", device: "desktop", vital: "LCP", vitalValue: 1234.5 },
    ]);
  });

  test("the analytics dashboard shows each vital's p75 per device and per page, rated", async () => {
    await app.database.db.delete(analyticsEvents);
    // Desktop LCPs on the home page: 1, 2, 3 and 4 seconds, whose 75th percentile is 3.25 s.
    for (const value of [1000, 2000, 3000, 4000]) await sendVital(app, "/", "LCP", value);
    await sendVital(app, "/", "CLS", 0.02);
    await sendVital(app, "/", "TTFB", 300);
    // A phone on /shop: a poor LCP and a poor layout shift.
    await sendVital(app, "/shop", "LCP", 6000, PHONE);
    await sendVital(app, "/shop", "CLS", 0.4, PHONE);
    await sendVital(app, "/shop", "INP", 150, PHONE);

    const html = await (await app.get("/analytics?range=today", admin.cookie)).text();
    const section = speedSection(html);
    expect(section).toContain("Page speed for real visitors");
    // Columns: LCP, INP, CLS, TTFB; each cell its p75, its rating and how many measurements.
    expect(section).toContain("desktop 3.25 s needs improvement, 4 — 0.02 good, 1 300 ms good, 1");
    expect(section).toContain("mobile 6.00 s poor, 1 150 ms good, 1 0.40 poor, 1 —");
    expect(section).toContain("/ 3.25 s needs improvement, 4 — 0.02 good, 1 300 ms good, 1");
    expect(section).toContain("/shop 6.00 s poor, 1 150 ms good, 1 0.40 poor, 1 —");
    // The whole site: all five LCPs (p75 4 s) and both layout shifts (p75 0.305).
    expect(section).toContain("All pages 4.00 s needs improvement, 5 150 ms good, 1 0.31 poor, 2");
  });

  test("vitals are not visits: page views and sessions do not count them", async () => {
    const html = await (await app.get("/analytics?range=today", admin.cookie)).text();
    expect(html).toContain("No visits in this period.");
  });
});
