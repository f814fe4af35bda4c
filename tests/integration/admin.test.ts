import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { getMemberStats } from "#app/.server/accounts/stats.ts";
import { requireAdmin } from "#app/.server/auth.ts";
import { insertAccount } from "#app/.server/db/insert-account.ts";
import {
  consultationBookings,
  internshipApplications,
  loginAttempts,
  products,
  profiles,
  sessions,
  testimonials,
  waitlistSignups,
} from "#app/.server/db/schema.ts";
import { getSiteSettings } from "#app/.server/settings.ts";
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

/** The number a stat card shows for this label (cards are <dt>label</dt><dd>value</dd>). */
function figure(html: string, label: string): number {
  const match = html.match(new RegExp(`>${label}</dt><dd[^>]*>(\\d+)</dd>`));
  if (!match) throw new Error(`no figure labelled ${label}`);
  return Number(match[1]);
}

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

  const profileOf = async (email: string) => {
    const [row] = await app.services.db.select().from(profiles).where(eq(profiles.email, email));
    if (!row) throw new Error(`no profile for ${email}`);
    return row;
  };

  const userAction = (fields: Record<string, string | string[]>, cookie = adminCookie) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
    }
    return app.fetch("/admin/users", {
      method: "POST",
      headers: {
        origin: app.url,
        cookie,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: body.toString(),
    });
  };

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
    const partner = await profileOf("partner@celestial.example");

    const suspend = await userAction({ intent: "suspend", userId: partner.id }, cookie);
    expect(suspend.status).toBe(403);
    const promote = await userAction(
      { intent: "set-roles", userId: partner.id, roles: ["admin"] },
      cookie,
    );
    expect(promote.status).toBe(403);
    expect(await profileOf("partner@celestial.example")).toMatchObject({
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

  test("search matches e-mail or name case-insensitively; % and _ are taken literally", async () => {
    const search = async (q: string) =>
      (await get(`/admin/users?q=${encodeURIComponent(q)}`, adminCookie)).text();

    const byEmail = await search("CLIENT@Celestial");
    expect(byEmail).toContain("client@celestial.example");
    expect(byEmail).not.toContain("partner@celestial.example");

    const byName = await search("demo PARTNER");
    expect(byName).toContain("partner@celestial.example");
    expect(byName).not.toContain("client@celestial.example");

    for (const wildcard of ["%", "_", "demo%partner"]) {
      expect(await search(wildcard)).toContain("No users match your search.");
    }

    const all = await get("/admin/users", adminCookie);
    const html = await all.text();
    const stats = await getMemberStats(app.services.db);
    expect(figure(html, "Total")).toBe(stats.totalUsers);
    expect(figure(html, "Admins")).toBe(stats.admins);
    expect(figure(html, "Verified")).toBe(stats.verified);
    expect(figure(html, "Active")).toBe(stats.active);
    expect(html).toContain("Supreme Admin");
  });

  test("the list shows 20 users a page with Previous and Next", async () => {
    await app.services.db.transaction(async (tx) => {
      for (let index = 1; index <= 16; index += 1) {
        await insertAccount(tx, {
          email: `member-${String(index).padStart(2, "0")}@example.com`,
          firstName: "Member",
          lastName: String(index),
          passwordHash: "not-a-usable-hash",
          role: "client",
          emailVerified: false,
        });
      }
    });
    const rowsOf = (html: string) => html.match(/>Manage<span/g)?.length ?? 0;
    const first = await (await get("/admin/users", adminCookie)).text();
    expect(rowsOf(first)).toBe(20);
    expect(first).toContain("Page <!-- -->1<!-- --> of <!-- -->2");
    expect(first).toContain('href="/admin/users?page=2"');
    const second = await (await get("/admin/users?page=2", adminCookie)).text();
    expect(rowsOf(second)).toBe(23 - 20);
    expect(second).toContain('href="/admin/users"');
    // A page past the end shows the last one instead of an empty table.
    expect(rowsOf(await (await get("/admin/users?page=99", adminCookie)).text())).toBe(3);
  });

  test("role changes keep profiles.is_admin in step, and the admin gate follows at once", async () => {
    const partner = await profileOf("partner@celestial.example");
    const partnerCookie = await signInAs(app, "partner@celestial.example");
    expect((await get("/admin", partnerCookie)).status).toBe(403);

    const grant = await userAction({
      intent: "set-roles",
      userId: partner.id,
      roles: ["partner", "admin"],
    });
    expect(grant.status).toBe(302);
    expect(await profileOf("partner@celestial.example")).toMatchObject({
      isAdmin: true,
      role: "admin",
    });
    expect((await get("/admin", partnerCookie)).status).toBe(200);

    const revoke = await userAction({ intent: "set-roles", userId: partner.id, roles: "partner" });
    expect(revoke.status).toBe(302);
    expect(await profileOf("partner@celestial.example")).toMatchObject({
      isAdmin: false,
      role: "partner",
    });
    expect((await get("/admin", partnerCookie)).status).toBe(403);

    const none = await userAction({ intent: "set-roles", userId: partner.id });
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("Choose at least one role");
  });

  test("nobody suspends or demotes the supreme admin; an admin cannot lock themselves out", async () => {
    const supreme = await profileOf("admin@celestial.example");
    const manager = await profileOf("management@celestial.example");
    await userAction({ intent: "set-roles", userId: manager.id, roles: ["management", "admin"] });
    const managerCookie = await signInAs(app, "management@celestial.example");

    const refusals: [Record<string, string | string[]>, string][] = [
      [{ intent: "suspend", userId: supreme.id }, "The supreme admin cannot be suspended."],
      [
        { intent: "set-roles", userId: supreme.id, roles: "client" },
        "The supreme admin&#x27;s admin role cannot be removed.",
      ],
      [{ intent: "suspend", userId: manager.id }, "You cannot suspend your own account."],
      [
        { intent: "set-roles", userId: manager.id, roles: "management" },
        "You cannot remove your own admin role.",
      ],
    ];
    for (const [fields, message] of refusals) {
      const response = await userAction(fields, managerCookie);
      expect(response.status).toBe(403);
      expect(await response.text()).toContain(message);
    }
    const ownSuspension = await userAction({ intent: "suspend", userId: supreme.id });
    expect(ownSuspension.status).toBe(403);

    expect(await profileOf("admin@celestial.example")).toMatchObject({
      isAdmin: true,
      accountStatus: "active",
    });
    expect(await profileOf("management@celestial.example")).toMatchObject({
      isAdmin: true,
      accountStatus: "active",
    });
    await userAction({ intent: "set-roles", userId: manager.id, roles: "management" });
    expect(await profileOf("management@celestial.example")).toMatchObject({ isAdmin: false });
  });

  test("suspending signs the person out at once and blocks sign-in; restoring lets them back", async () => {
    const email = "enterprise@celestial.example";
    const target = await profileOf(email);
    const cookie = await signInAs(app, email);
    expect((await get("/dashboard", cookie)).status).toBe(200);

    const suspend = await userAction({ intent: "suspend", userId: target.id });
    expect(suspend.status).toBe(302);
    expect(await profileOf(email)).toMatchObject({ accountStatus: "suspended" });
    const left = await app.services.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, target.id));
    expect(left).toEqual([]);

    const dashboard = await get("/dashboard", cookie);
    expect(dashboard.status).toBe(302);
    expect(dashboard.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
    const refused = await signInResponse(app, email);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("This account has been suspended");
    expect(await (await get("/admin/users?q=enterprise", adminCookie)).text()).toContain(
      "Suspended",
    );

    const restore = await userAction({ intent: "restore", userId: target.id });
    expect(restore.status).toBe(302);
    expect(await profileOf(email)).toMatchObject({ accountStatus: "active" });
    expect((await signInResponse(app, email)).status).toBe(302);
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
