import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { runRoleCommand } from "#app/.server/account/role-command.ts";
import { getEffectiveRole } from "#app/.server/account/roles.ts";
import { adminRoleSwitches, profiles, userRoles, users } from "#app/.server/db/schema.ts";
import { engines } from "#tests/support/database.ts";
import { latestMailTo, linkIn } from "#tests/support/outbox.ts";
import { postForm, sessionCookieOf, signInAs, signInResponse } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";

const NEW_PASSWORD = "orbit-lantern-4417";

describe.each(engines)("accounts on %s", (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine);
  });
  afterAll(async () => {
    await app?.close();
  });

  const signUp = (fields: Record<string, string>) =>
    postForm(app, "/auth", {
      intent: "signup",
      firstName: "Nova",
      lastName: "Reyes",
      password: NEW_PASSWORD,
      role: "client",
      ...fields,
    });

  const profileOf = async (email: string) => {
    const [row] = await app.services.db.select().from(profiles).where(eq(profiles.email, email));
    return row;
  };

  test("sign-up stores names, profile and the chosen role; sign-in waits for verification", async () => {
    const email = "nova.partner@example.com";
    const response = await signUp({ email, role: "partner" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth");

    const [user] = await app.services.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ firstName: "Nova", lastName: "Reyes", emailVerified: false });
    expect(await profileOf(email)).toMatchObject({ role: "partner", isAdmin: false });
    const roles = await app.services.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, user?.id ?? ""));
    expect(roles).toEqual([{ role: "partner" }]);

    const early = await signInResponse(app, email, NEW_PASSWORD);
    expect(early.status).toBe(403);
    expect(await early.text()).toContain("Please verify your email address first");

    const mail = await latestMailTo(app.services.db, email);
    expect(mail?.subject).toContain("Verify your e-mail");
    const verify = await app.fetch(linkIn(mail?.text ?? "", app.url));
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toContain("/auth?verified=1");
    expect(await profileOf(email)).toMatchObject({ isEmailVerified: true });

    const signedIn = await signInResponse(app, email, NEW_PASSWORD);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/dashboard");
    const dashboard = await app.fetch("/dashboard", {
      headers: { cookie: sessionCookieOf(signedIn) },
    });
    expect(await dashboard.text()).toContain("Partner Hub");
  });

  test("a refused verification link says so instead of claiming success", async () => {
    const html = await (await app.fetch("/auth?verified=1&error=INVALID_TOKEN")).text();
    expect(html).toContain("This verification link is invalid or has expired");
    expect(html).not.toContain("Your email address is verified");
  });

  test("a sign-up asking for admin, or any unselectable role, gets no account at all", async () => {
    for (const role of ["admin", "management", "internal_intern"]) {
      const email = `climber-${role}@example.com`;
      const response = await signUp({ email, role });
      expect(response.status).toBe(400);
      expect(await profileOf(email)).toBeUndefined();
    }
  });

  test("the password rules say which rule failed", async () => {
    const short = await signUp({ email: "short@example.com", password: "abc" });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("Password must be at least 8 characters");
    const common = await signUp({ email: "common@example.com", password: "password123" });
    expect(await common.text()).toContain("That password is too common");
    const long = await signUp({ email: "long@example.com", password: "x".repeat(129) });
    expect(await long.text()).toContain("Password must be at most 128 characters");
  });

  test("a reset request answers the same for known and unknown addresses", async () => {
    const known = await postForm(app, "/auth", {
      intent: "forgot",
      email: "intern@celestial.example",
    });
    const unknown = await postForm(app, "/auth", { intent: "forgot", email: "nobody@example.com" });
    expect(known.status).toBe(unknown.status);
    const strip = (html: string, email: string) =>
      html.replaceAll(email, "EMAIL").replace(/nonce="[^"]+"/g, "");
    expect(strip(await known.text(), "intern@celestial.example")).toBe(
      strip(await unknown.text(), "nobody@example.com"),
    );
    expect(await latestMailTo(app.services.db, "nobody@example.com")).toBeNull();
    expect((await latestMailTo(app.services.db, "intern@celestial.example"))?.subject).toContain(
      "Reset your",
    );
  });

  test("the reset link sets a new password once; the old one stops working", async () => {
    const email = "applicant@celestial.example";
    await postForm(app, "/auth", { intent: "forgot", email });
    const mail = await latestMailTo(app.services.db, email);
    const landing = await app.fetch(linkIn(mail?.text ?? "", app.url));
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get("location") ?? "", app.url);
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("mode")).toBe("reset");
    const token = location.searchParams.get("token") ?? "";
    expect(token).not.toBe("");

    const reset = await postForm(app, "/auth", { intent: "reset", token, password: NEW_PASSWORD });
    expect(reset.status).toBe(302);
    expect((await signInResponse(app, email)).status).toBe(401);
    expect((await signInResponse(app, email, NEW_PASSWORD)).status).toBe(302);

    const again = await postForm(app, "/auth", {
      intent: "reset",
      token,
      password: "another-fine-pass-9",
    });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("This reset link is invalid or has expired");
  });

  test("a signed-in visitor on /auth goes to the dashboard", async () => {
    const cookie = await signInAs(app, "management@celestial.example");
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
      const cookie = await signInAs(app, email);
      const html = await (await app.fetch("/dashboard", { headers: { cookie } })).text();
      expect(html).toContain(heading);
      expect(html).toContain("Welcome, <!-- -->Demo");
    }
  });

  test("an admin previews another role for an hour; clearing returns to admin", async () => {
    const cookie = await signInAs(app, "admin@celestial.example");
    const switched = await postForm(
      app,
      "/dashboard",
      { intent: "switch-role", role: "partner" },
      { cookie },
    );
    expect(switched.status).toBe(302);
    const admin = await profileOf("admin@celestial.example");
    const [row] = await app.services.db
      .select()
      .from(adminRoleSwitches)
      .where(eq(adminRoleSwitches.adminId, admin?.id ?? ""));
    const hour = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(hour).toBeGreaterThan(59 * 60 * 1000);
    expect(hour).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(await getEffectiveRole(app.services.db, admin?.id ?? "")).toBe("partner");
    const preview = await (await app.fetch("/dashboard", { headers: { cookie } })).text();
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

  test("a non-admin's role switch is refused on the server", async () => {
    const cookie = await signInAs(app, "client@celestial.example");
    const response = await postForm(
      app,
      "/dashboard",
      { intent: "switch-role", role: "admin" },
      { cookie },
    );
    expect(response.status).toBe(403);
    const other = await postForm(
      app,
      "/dashboard",
      { intent: "switch-role", role: "partner" },
      { cookie },
    );
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
    const cookie = await signInAs(app, "partner@celestial.example");
    const update = await postForm(
      app,
      "/profile",
      { intent: "update-profile", firstName: "Lyra", lastName: "Okafor", avatarUrl: "" },
      { cookie },
    );
    expect(update.status).toBe(302);
    const html = await (await app.fetch("/profile", { headers: { cookie } })).text();
    expect(html).toContain("Lyra Okafor");
    expect(html).not.toContain("Supreme Admin");
    const adminCookie = await signInAs(app, "admin@celestial.example");
    const adminHtml = await (
      await app.fetch("/profile", { headers: { cookie: adminCookie } })
    ).text();
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
});
