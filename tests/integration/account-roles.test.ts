import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { runRoleCommand } from "#app/.server/account/role-command.ts";
import { getRoleState } from "#app/.server/account/role-state.ts";
import { getViewedRole } from "#app/.server/account/role-switch.ts";
import { getEffectiveRole, isAdmin } from "#app/.server/account/roles.ts";
import { adminRoleSwitches } from "#app/.server/db/schema.ts";
import { findProfile } from "#tests/support/admin.ts";
import { pageHtml } from "#tests/support/html.ts";
import { rowsWhere } from "#tests/support/rows.ts";
import { postForm, signInAs, signInResponse } from "#tests/support/sign-in.ts";
import { describeWithApp, useSignedIn } from "#tests/support/use-test-app.ts";

const NEW_PASSWORD = "orbit-lantern-4417";

describeWithApp("signed-in accounts", (app) => {
  const profileOf = (email: string) => findProfile(app, email);
  // One sign-in per account for the tests that only use a session (each checks the slow password
  // hash); the tests about passwords and sessions sign in themselves.
  const sessions = new Map(
    [
      "management@celestial.example",
      "partner@celestial.example",
      "client@celestial.example",
      "intern@celestial.example",
      "admin@celestial.example",
    ].map((email) => [email, useSignedIn(app, email)]),
  );
  const cookieOf = (email: string) => {
    const session = sessions.get(email);
    if (!session) throw new Error(`${email} has no session for these tests`);
    return session.cookie;
  };
  /** The dashboard's "View the site as" form, posted as the holder of `cookie`. */
  const switchRole = (role: string, cookie: string) =>
    postForm(app, "/dashboard", { intent: "switch-role", role }, { cookie });

  test("a signed-in visitor on /auth goes to the dashboard", async () => {
    const cookie = cookieOf("management@celestial.example");
    const response = await app.fetch("/auth", { headers: { cookie } });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/dashboard");
  });

  test("protected pages send visitors to /auth and back; analytics says Access Denied", async () => {
    for (const path of ["/dashboard", "/profile", "/favorites"]) {
      const response = await app.fetch(path);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
    }
    const analytics = await app.fetch("/analytics");
    expect(analytics.status).toBe(401);
    const html = await analytics.text();
    expect(html).toContain("Access Denied");
    expect(html).toContain("Please sign in to view analytics.");
  });

  test("each role sees its own dashboard", async () => {
    const panels: Record<string, string> = {
      "management@celestial.example": "Team Overview",
      "partner@celestial.example": "Partner Hub",
      "client@celestial.example": "Your Collective",
      "intern@celestial.example": "Intern Workspace",
      "admin@celestial.example": "Admin Controls",
    };
    for (const [email, heading] of Object.entries(panels)) {
      const cookie = cookieOf(email);
      const html = await pageHtml(app, "/dashboard", cookie);
      expect(html).toContain(heading);
      expect(html).toContain("Welcome, <!-- -->Demo");
    }
  });

  test("an admin previews another role for an hour; clearing returns to admin", async () => {
    const cookie = cookieOf("admin@celestial.example");
    const switched = await switchRole("partner", cookie);
    expect(switched.status).toBe(302);
    const admin = await profileOf("admin@celestial.example");
    const [row] = await rowsWhere(app, adminRoleSwitches, { adminId: admin?.id ?? "" });
    const hour = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(hour).toBeGreaterThan(59 * 60 * 1000);
    expect(hour).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(await getEffectiveRole(app.services.db, admin?.id ?? "")).toBe("partner");
    const preview = await pageHtml(app, "/dashboard", cookie);
    expect(preview).toContain("Preview");
    expect(preview).toContain("Partner Hub");

    await postForm(app, "/dashboard", { intent: "clear-role-switch" }, { cookie });
    expect(await getEffectiveRole(app.services.db, admin?.id ?? "")).toBe("admin");
  });

  test("an expired switch no longer applies", async () => {
    const admin = await profileOf("admin@celestial.example");
    await app.services.db.insert(adminRoleSwitches).values({
      adminId: admin?.id ?? "",
      viewingAsRole: "client",
      expiresAt: new Date(Date.now() - 1000),
    });
    expect(await getEffectiveRole(app.services.db, admin?.id ?? "")).toBe("admin");
    await app.services.db.delete(adminRoleSwitches);
  });

  test("the dashboard's one role query answers as the three separate checks do", async () => {
    const { db } = app.services;
    const separately = async (userId: string) => ({
      effectiveRole: await getEffectiveRole(db, userId),
      isAdmin: await isAdmin(db, userId),
      viewed: await getViewedRole(db, userId),
    });
    const admin = (await profileOf("admin@celestial.example"))?.id ?? "";
    const client = (await profileOf("client@celestial.example"))?.id ?? "";
    const inAnHour = new Date(Date.now() + 60 * 60 * 1000);
    const cases: [string, () => Promise<unknown>][] = [
      ["a client", async () => undefined],
      [
        "an admin previewing a partner",
        () =>
          db
            .insert(adminRoleSwitches)
            .values({ adminId: admin, viewingAsRole: "partner", expiresAt: inAnHour }),
      ],
      [
        "an admin whose preview has expired",
        () =>
          db
            .update(adminRoleSwitches)
            .set({ expiresAt: new Date(Date.now() - 1000) })
            .where(eq(adminRoleSwitches.adminId, admin)),
      ],
      [
        "a switch row left for an account that is no admin",
        () =>
          db
            .insert(adminRoleSwitches)
            .values({ adminId: client, viewingAsRole: "management", expiresAt: inAnHour }),
      ],
    ];
    for (const [, arrange] of cases) {
      await arrange();
      for (const userId of [admin, client, "no-such-user"]) {
        expect(await getRoleState(db, userId)).toEqual(await separately(userId));
      }
    }
    expect(await getRoleState(db, admin)).toMatchObject({ effectiveRole: "admin", isAdmin: true });
    expect(await getRoleState(db, client)).toMatchObject({
      effectiveRole: "client",
      isAdmin: false,
      viewed: { role: "management" },
    });
    await db.delete(adminRoleSwitches);
  });

  test("a non-admin's role switch is refused on the server", async () => {
    const cookie = cookieOf("client@celestial.example");
    const response = await switchRole("admin", cookie);
    expect(response.status).toBe(403);
    const other = await switchRole("partner", cookie);
    expect(other.status).toBe(403);
    expect(await app.services.db.select().from(adminRoleSwitches)).toEqual([]);
    const client = await profileOf("client@celestial.example");
    expect(await getEffectiveRole(app.services.db, client?.id ?? "")).toBe("client");
  });

  test("the role command grants and revokes admin, keeping the admin flag in step", async () => {
    const email = "management@celestial.example";
    const granted = await runRoleCommand(app.services.db, { email, role: "admin", revoke: false });
    expect(granted).toEqual({ ok: true, roles: ["admin", "management"] });
    expect(await profileOf(email)).toMatchObject({ isAdmin: true, role: "admin" });
    await runRoleCommand(app.services.db, { email, role: "admin", revoke: true });
    expect(await profileOf(email)).toMatchObject({ isAdmin: false, role: "management" });
    expect(
      await runRoleCommand(app.services.db, {
        email: "ghost@example.com",
        role: "admin",
        revoke: false,
      }),
    ).toEqual({ ok: false, error: "No account with the e-mail ghost@example.com" });
  });

  test("the profile updates names and shows the supreme-admin badge only to that account", async () => {
    const cookie = cookieOf("partner@celestial.example");
    const update = await postForm(
      app,
      "/profile",
      { intent: "update-profile", firstName: "Lyra", lastName: "Okafor", avatarUrl: "" },
      { cookie },
    );
    expect(update.status).toBe(302);
    const html = await pageHtml(app, "/profile", cookie);
    expect(html).toContain("Lyra Okafor");
    expect(html).not.toContain("Supreme Admin");
    const adminCookie = cookieOf("admin@celestial.example");
    const adminHtml = await pageHtml(app, "/profile", adminCookie);
    expect(adminHtml).toContain("Supreme Admin");
  });

  test("changing the password needs the current one and signs out other sessions", async () => {
    const email = "intern@celestial.example";
    const first = await signInAs(app, email);
    const second = await signInAs(app, email);
    const wrong = await postForm(
      app,
      "/profile",
      { intent: "change-password", currentPassword: "not-it-at-all", newPassword: NEW_PASSWORD },
      { cookie: first },
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Your current password is incorrect");
    const changed = await postForm(
      app,
      "/profile",
      {
        intent: "change-password",
        currentPassword: "celestial-demo-2026",
        newPassword: NEW_PASSWORD,
      },
      { cookie: first },
    );
    expect(changed.status).toBe(302);
    const stale = await app.fetch("/dashboard", { headers: { cookie: second } });
    expect(stale.status).toBe(302);
    expect((await signInResponse(app, email, NEW_PASSWORD)).status).toBe(302);
  });

  test("wrong current passwords are throttled like sign-ins: after five, even the right one waits", async () => {
    const email = "enterprise@celestial.example";
    const cookie = await signInAs(app, email);
    const change = (currentPassword: string) =>
      postForm(
        app,
        "/profile",
        { intent: "change-password", currentPassword, newPassword: NEW_PASSWORD },
        { cookie },
      );
    for (let n = 0; n < 5; n += 1) expect((await change(`wrong-guess-${n}`)).status).toBe(400);
    const locked = await change("celestial-demo-2026");
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain("Too many wrong passwords from your network.");
  });
});
