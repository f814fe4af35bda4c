import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { getMemberStats } from "#app/.server/account/stats.ts";
import { insertAccount } from "#app/.server/db/insert-account.ts";
import { sessions } from "#app/.server/db/schema.ts";
import { useUserAdmin } from "#tests/support/admin.ts";
import { figure } from "#tests/support/html.ts";
import { signInAs, signInResponse } from "#tests/support/sign-in.ts";
import { describeWithApp } from "#tests/support/use-test-app.ts";

describeWithApp("admin user management", (app) => {
  const { admin, postUsers, profile } = useUserAdmin(app);

  test("search matches e-mail or name case-insensitively; % and _ are taken literally", async () => {
    const search = async (q: string) =>
      (await app.get(`/admin/users?q=${encodeURIComponent(q)}`, admin.cookie)).text();

    const byEmail = await search("CLIENT@Celestial");
    expect(byEmail).toContain("client@celestial.example");
    expect(byEmail).not.toContain("partner@celestial.example");

    const byName = await search("demo PARTNER");
    expect(byName).toContain("partner@celestial.example");
    expect(byName).not.toContain("client@celestial.example");

    for (const wildcard of ["%", "_", "demo%partner"]) {
      expect(await search(wildcard)).toContain("No users match your search.");
    }

    const all = await app.get("/admin/users", admin.cookie);
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
    const first = await (await app.get("/admin/users", admin.cookie)).text();
    expect(rowsOf(first)).toBe(20);
    expect(first).toContain("Page <!-- -->1<!-- --> of <!-- -->2");
    expect(first).toContain('href="/admin/users?page=2"');
    const second = await (await app.get("/admin/users?page=2", admin.cookie)).text();
    expect(rowsOf(second)).toBe(23 - 20);
    expect(second).toContain('href="/admin/users"');
    // A page past the end shows the last one instead of an empty table.
    expect(rowsOf(await (await app.get("/admin/users?page=99", admin.cookie)).text())).toBe(3);
  });

  test("role changes keep profiles.is_admin in step, and the admin gate follows at once", async () => {
    const partner = await profile("partner@celestial.example");
    const partnerCookie = await signInAs(app, "partner@celestial.example");
    expect((await app.get("/admin", partnerCookie)).status).toBe(403);

    const grant = await postUsers({
      intent: "set-roles",
      userId: partner.id,
      roles: ["partner", "admin"],
    });
    expect(grant.status).toBe(302);
    expect(await profile("partner@celestial.example")).toMatchObject({
      isAdmin: true,
      role: "admin",
    });
    expect((await app.get("/admin", partnerCookie)).status).toBe(200);

    const revoke = await postUsers({ intent: "set-roles", userId: partner.id, roles: "partner" });
    expect(revoke.status).toBe(302);
    expect(await profile("partner@celestial.example")).toMatchObject({
      isAdmin: false,
      role: "partner",
    });
    expect((await app.get("/admin", partnerCookie)).status).toBe(403);

    const none = await postUsers({ intent: "set-roles", userId: partner.id });
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("Choose at least one role");
  });

  test("nobody suspends or demotes the supreme admin; an admin cannot lock themselves out", async () => {
    const supreme = await profile("admin@celestial.example");
    const manager = await profile("management@celestial.example");
    await postUsers({ intent: "set-roles", userId: manager.id, roles: ["management", "admin"] });
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
      const response = await postUsers(fields, managerCookie);
      expect(response.status).toBe(403);
      expect(await response.text()).toContain(message);
    }
    const ownSuspension = await postUsers({ intent: "suspend", userId: supreme.id });
    expect(ownSuspension.status).toBe(403);

    expect(await profile("admin@celestial.example")).toMatchObject({
      isAdmin: true,
      accountStatus: "active",
    });
    expect(await profile("management@celestial.example")).toMatchObject({
      isAdmin: true,
      accountStatus: "active",
    });
    await postUsers({ intent: "set-roles", userId: manager.id, roles: "management" });
    expect(await profile("management@celestial.example")).toMatchObject({ isAdmin: false });
  });

  test("suspending signs the person out at once and blocks sign-in; restoring lets them back", async () => {
    const email = "enterprise@celestial.example";
    const target = await profile(email);
    const cookie = await signInAs(app, email);
    expect((await app.get("/dashboard", cookie)).status).toBe(200);

    const suspend = await postUsers({ intent: "suspend", userId: target.id });
    expect(suspend.status).toBe(302);
    expect(await profile(email)).toMatchObject({ accountStatus: "suspended" });
    const left = await app.services.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, target.id));
    expect(left).toEqual([]);

    const dashboard = await app.get("/dashboard", cookie);
    expect(dashboard.status).toBe(302);
    expect(dashboard.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
    const refused = await signInResponse(app, email);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("This account has been suspended");
    expect(await (await app.get("/admin/users?q=enterprise", admin.cookie)).text()).toContain(
      "Suspended",
    );

    const restore = await postUsers({ intent: "restore", userId: target.id });
    expect(restore.status).toBe(302);
    expect(await profile(email)).toMatchObject({ accountStatus: "active" });
    expect((await signInResponse(app, email)).status).toBe(302);
  });
});
