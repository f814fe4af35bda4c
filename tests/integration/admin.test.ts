import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { getMemberStats } from "#app/.server/account/stats.ts";
import { requireAdmin } from "#app/.server/auth.ts";
import {
  consultationBookings,
  internshipApplications,
  profiles,
  testimonials,
} from "#app/.server/db/schema.ts";
import { loginAttempts } from "#app/.server/db/security-schema.ts";
import { products, waitlistSignups } from "#app/.server/db/shop-schema.ts";
import { getSiteSettings } from "#app/.server/settings.ts";
import { figure, profileOf, userAction } from "#tests/support/admin.ts";
import { engines } from "#tests/support/database.ts";
import { postForm, signInAs, signInResponse } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";

const ADMIN_PAGES = [
  "/admin",
  "/admin/users",
  "/admin/content",
  "/admin/settings",
  "/admin/security",
];

describe.each(engines)("admin area on %s", (engine) => {
  let app: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    app = await startTestApp(engine);
    adminCookie = await signInAs(app, "admin@celestial.example");
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (path: string, cookie?: string) =>
    app.fetch(path, cookie ? { headers: { cookie } } : undefined);
  const profile = (email: string) => profileOf(app, email);
  const postUsers = (fields: Record<string, string | string[]>, cookie = adminCookie) =>
    userAction(app, fields, cookie);

  const settingsForm = (overrides: Record<string, string> = {}) => ({
    siteName: "Celestial Collective",
    siteUrl: "https://celestial.example",
    emailNotifications: "on",
    autoBackups: "on",
    ...overrides,
  });

  test("anonymous visitors go to /auth and come back afterwards", async () => {
    for (const path of ADMIN_PAGES) {
      const response = await get(path);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  test("a signed-in member gets 403 'Admin Access Required' on every admin page and its data", async () => {
    const cookie = await signInAs(app, "client@celestial.example");
    for (const path of ADMIN_PAGES) {
      const response = await get(path, cookie);
      expect(response.status).toBe(403);
      const html = await response.text();
      expect(html).toContain("Admin Access Required");
      expect(html).toContain("permission to access this area.");
      expect(html).toContain("Go Back");
      expect(html).toContain("<title>Admin Access Required — Celestial Collective</title>");
    }
    for (const path of ["/admin.data", "/admin/users.data", "/admin/users.data?q=demo"]) {
      const response = await get(path, cookie);
      expect(response.status).toBe(403);
      expect(await response.text()).not.toContain("partner@celestial.example");
    }
  });

  test("when the admin check itself fails, the visitor goes to the dashboard", async () => {
    const failingDb = new Proxy(app.services.db, {
      get(target, property, receiver) {
        if (property === "select") {
          return () => {
            throw new Error("database unavailable");
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const request = new Request(`${app.url}/admin`, { headers: { cookie: adminCookie } });
    const thrown = await requireAdmin(request, { ...app.services, db: failingDb }).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/dashboard");
  });

  test("a member's posts to admin actions are refused and change nothing", async () => {
    const cookie = await signInAs(app, "client@celestial.example");
    const partner = await profile("partner@celestial.example");

    const suspend = await postUsers({ intent: "suspend", userId: partner.id }, cookie);
    expect(suspend.status).toBe(403);
    const promote = await postUsers(
      { intent: "set-roles", userId: partner.id, roles: ["admin"] },
      cookie,
    );
    expect(promote.status).toBe(403);
    expect(await profile("partner@celestial.example")).toMatchObject({
      accountStatus: "active",
      isAdmin: false,
    });

    const settings = await postForm(
      app,
      "/admin/settings",
      settingsForm({ siteName: "Hijacked", maintenanceMode: "on" }),
      { cookie },
    );
    expect(settings.status).toBe(403);
    expect(await getSiteSettings(app.services.db, app.services.config)).toMatchObject({
      siteName: "Celestial Collective",
      maintenanceMode: false,
    });

    const clear = await postForm(
      app,
      "/admin/security",
      { intent: "clear-lock", email: "partner@celestial.example" },
      { cookie },
    );
    expect(clear.status).toBe(403);
  });

  test("the overview shows the real member figures and links to the four areas", async () => {
    const response = await get("/admin", adminCookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    const stats = await getMemberStats(app.services.db);
    expect(figure(html, "Total Users")).toBe(stats.totalUsers);
    expect(figure(html, "Admins")).toBe(stats.admins);
    expect(figure(html, "Active Today")).toBe(stats.activeToday);
    expect(figure(html, "Active This Week")).toBe(stats.activeThisWeek);
    const [total] = await app.services.db.select({ n: count() }).from(profiles);
    expect(stats.totalUsers).toBe(total?.n);
    // The accounts signed in by this file so far: the admin and the client.
    expect(stats.activeToday).toBeGreaterThanOrEqual(2);
    for (const path of ADMIN_PAGES.slice(1)) expect(html).toContain(`href="${path}"`);
  });

  test("the content page counts the real tables and lists recent activity", async () => {
    const { db } = app.services;
    await db.insert(testimonials).values({ name: "Ada Quasar", quote: "Stellar work." });
    await db.insert(internshipApplications).values({
      fullName: "Ben Nebula",
      email: "ben@example.com",
      program: "Rising Stars Academy",
    });
    await db.insert(consultationBookings).values({
      name: "Cara Comet",
      email: "cara@example.com",
      timezone: "UTC",
      consultationType: "executive",
      priceCents: 7500,
      durationMinutes: 90,
    });
    const countOf = async (table: typeof products | typeof testimonials) =>
      (await db.select({ n: count() }).from(table))[0]?.n;

    const html = await (await get("/admin/content", adminCookie)).text();
    expect(figure(html, "Products")).toBe(await countOf(products));
    expect(figure(html, "Testimonials")).toBe(1);
    expect(figure(html, "Internship Applications")).toBe(1);
    expect(figure(html, "Consultation Bookings")).toBe(1);
    expect(html).toContain("Testimonial submitted");
    expect(html).toContain("Ben Nebula");
    expect(html).toContain("Cara Comet");
    expect(html).toContain("New member joined");
    expect(html).toContain('href="/admin/products/new"');
    expect(html).toContain('href="/admin/submissions?type=leadership"');
  });

  test("settings are validated, saved, and the new site name titles every page", async () => {
    const form = await (await get("/admin/settings", adminCookie)).text();
    expect(form).toContain('value="Celestial Collective"');
    expect(form).toContain("Save Changes");

    for (const [overrides, message] of [
      [{ siteName: "" }, "Please enter the site name"],
      [{ siteName: "x".repeat(81) }, "The site name must be at most 80 characters"],
      [{ siteUrl: "ftp://files.example" }, "Please enter a full URL starting with http://"],
      [{ siteUrl: "celestial.example" }, "Please enter a full URL starting with http://"],
    ] as const) {
      const response = await postForm(app, "/admin/settings", settingsForm(overrides), {
        cookie: adminCookie,
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(message);
    }

    const saved = await postForm(
      app,
      "/admin/settings",
      settingsForm({ siteName: "Starlight Guild", siteUrl: "https://guild.example/" }),
      { cookie: adminCookie },
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/settings");
    const toastCookie = saved.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const after = await (await get("/admin/settings", `${adminCookie}; ${toastCookie}`)).text();
    expect(after).toContain("Settings saved");
    expect(await getSiteSettings(app.services.db, app.services.config)).toEqual({
      siteName: "Starlight Guild",
      siteUrl: "https://guild.example",
      emailNotifications: true,
      pushNotifications: false,
      maintenanceMode: false,
      autoBackups: true,
    });

    const home = await (await get("/")).text();
    expect(home).toMatch(/<title>[^<]*Starlight Guild<\/title>/);
    expect(home).not.toMatch(/<title>[^<]*Celestial Collective<\/title>/);

    await postForm(app, "/admin/settings", settingsForm(), { cookie: adminCookie });
    expect(await (await get("/")).text()).toMatch(/<title>[^<]*Celestial Collective<\/title>/);
  });

  test("maintenance mode answers 503 to everyone but admins and the sign-in page", async () => {
    const memberCookie = await signInAs(app, "client@celestial.example");
    const on = await postForm(app, "/admin/settings", settingsForm({ maintenanceMode: "on" }), {
      cookie: adminCookie,
    });
    expect(on.status).toBe(302);
    try {
      const anonymous = await get("/");
      expect(anonymous.status).toBe(503);
      const html = await anonymous.text();
      expect(html).toContain("be back soon");
      expect(html).toContain("<title>Maintenance — Celestial Collective</title>");
      expect((await get("/dashboard", memberCookie)).status).toBe(503);
      expect((await get("/no-such-page")).status).toBe(503);
      // Writes are held too: a visitor's form post does nothing.
      const post = await postForm(app, "/resources/waitlist", {
        list: "vault",
        email: "x@example.com",
      });
      expect(post.status).toBe(503);
      expect(post.headers.get("retry-after")).toBe("300");
      expect(await app.services.db.select().from(waitlistSignups)).toEqual([]);

      expect((await get("/auth")).status).toBe(200);
      // A client-side visit to the sign-in page asks for its data at /auth.data.
      expect((await get("/auth.data")).status).toBe(200);
      expect((await app.fetch("/healthz")).status).toBe(200);
      expect((await signInResponse(app, "admin@celestial.example")).status).toBe(302);
      expect((await get("/", adminCookie)).status).toBe(200);
      expect((await get("/admin/settings", adminCookie)).status).toBe(200);
    } finally {
      await postForm(app, "/admin/settings", settingsForm(), { cookie: adminCookie });
    }
    expect((await get("/")).status).toBe(200);
  });

  test("the security monitor lists attempts and locks; clearing a lock lets the person in", async () => {
    await app.services.db.delete(loginAttempts);
    const empty = await (await get("/admin/security", adminCookie)).text();
    expect(empty).toContain("No login attempts recorded");
    expect(empty).toContain("No accounts are locked.");

    const email = "intern@celestial.example";
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signInResponse(app, email, "wrong-password-1")).status).toBe(401);
    }
    expect((await signInResponse(app, email)).status).toBe(429);

    const monitor = await (await get("/admin/security", adminCookie)).text();
    expect(monitor).toContain(email);
    expect(monitor).toContain("Failed");
    expect(monitor).toContain("Clear lock");
    expect(monitor).not.toContain("No login attempts recorded");

    const cleared = await postForm(
      app,
      "/admin/security",
      { intent: "clear-lock", email },
      { cookie: adminCookie },
    );
    expect(cleared.status).toBe(302);
    expect(await (await get("/admin/security", adminCookie)).text()).toContain(
      "No accounts are locked.",
    );
    expect((await signInResponse(app, email)).status).toBe(302);
  });

  test("the monitor shows at most the 20 most recent attempts", async () => {
    await app.services.db.delete(loginAttempts);
    const base = Date.now() - 60_000;
    await app.services.db.insert(loginAttempts).values(
      Array.from({ length: 25 }, (_, index) => ({
        email: `burst-${index}@example.com`,
        success: true,
        ipAddress: "198.51.100.7",
        createdAt: new Date(base + index * 1000),
      })),
    );
    const html = await (await get("/admin/security", adminCookie)).text();
    const rows = html.match(/burst-\d+@example\.com/g) ?? [];
    expect(new Set(rows).size).toBe(20);
    expect(html).toContain("burst-24@example.com");
    expect(html).not.toContain("burst-4@example.com");
  });
});
