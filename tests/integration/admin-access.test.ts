import { count } from "drizzle-orm";
import { expect, test } from "vitest";
import { getMemberStats } from "#app/.server/account/stats.ts";
import { profiles } from "#app/.server/db/schema.ts";
import { getSiteSettings } from "#app/.server/settings.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { ADMIN_PAGES, settingsForm, useUserAdmin } from "#tests/support/admin.ts";
import { figure, linkTargets, pageHtml, titleOf } from "#tests/support/html.ts";
import { postForm, signInAs } from "#tests/support/sign-in.ts";
import { describeWithApp } from "#tests/support/use-test-app.ts";

describeWithApp("who reaches the admin area", (app) => {
  const { admin, postUsers, profile } = useUserAdmin(app);

  test("anonymous visitors go to /auth and come back afterwards", async () => {
    for (const path of ADMIN_PAGES) {
      const response = await app.get(path);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  test("a signed-in member gets 403 'Admin Access Required' on every admin page and its data", async () => {
    const cookie = await signInAs(app, "client@celestial.example");
    for (const path of ADMIN_PAGES) {
      const response = await app.get(path, cookie);
      expect(response.status).toBe(403);
      const html = await response.text();
      expect(html).toContain("Admin Access Required");
      expect(html).toContain("permission to access this area.");
      expect(html).toContain("Go Back");
      expect(titleOf(html)).toBe("Admin Access Required — Celestial Collective");
    }
    for (const path of ["/admin.data", "/admin/users.data", "/admin/users.data?q=demo"]) {
      const response = await app.get(path, cookie);
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
    const request = new Request(`${app.url}/admin`, { headers: { cookie: admin.cookie } });
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
    const html = await pageHtml(app, "/admin", admin.cookie);
    const stats = await getMemberStats(app.services.db);
    expect(figure(html, "Total Users")).toBe(stats.totalUsers);
    expect(figure(html, "Admins")).toBe(stats.admins);
    expect(figure(html, "Active Today")).toBe(stats.activeToday);
    expect(figure(html, "Active This Week")).toBe(stats.activeThisWeek);
    const [total] = await app.services.db.select({ n: count() }).from(profiles);
    expect(stats.totalUsers).toBe(total?.n);
    // The accounts signed in by this file so far: the admin and the client.
    expect(stats.activeToday).toBeGreaterThanOrEqual(2);
    expect(linkTargets(html)).toEqual(expect.arrayContaining(ADMIN_PAGES.slice(1)));
  });
});
