import { expect, test } from "vitest";
import { requireAdmin, requireUser } from "#app/.server/web/session.ts";
import { signInAs, signInResponse } from "#tests/support/sign-in.ts";
import { describeWithApp } from "#tests/support/use-test-app.ts";

describeWithApp("auth plumbing", (app) => {
  test("a demo account signs in and gets an HttpOnly, SameSite=Lax session cookie", async () => {
    const response = await signInResponse(app, "client@celestial.example");
    expect(response.status).toBe(302);
    const cookie =
      response.headers.getSetCookie().find((value) => value.includes("session_token=")) ?? "";
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  test("a wrong password gets no session", async () => {
    const response = await signInResponse(app, "client@celestial.example", "not-the-password");
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("Invalid email or password");
    expect(response.headers.getSetCookie().join()).not.toContain("session_token=");
  });

  test("the root loader gives the chrome the signed-in user", async () => {
    const anonymous = await (await app.fetch("/")).text();
    expect(anonymous).toContain("Log In");
    expect(anonymous).not.toContain("Account menu for");

    const cookie = await signInAs(app, "partner@celestial.example");
    const html = await (await app.fetch("/", { headers: { cookie: cookie ?? "" } })).text();
    expect(html).toContain("Account menu for Demo Partner");
    expect(html).toContain("partner@celestial.example");
  });

  test("signing out ends the session on the server", async () => {
    const cookie = await signInAs(app, "client@celestial.example");
    const signOut = await app.fetch("/sign-out", {
      method: "POST",
      headers: { cookie, origin: app.url, "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(signOut.status).toBe(302);
    expect(signOut.headers.get("location")).toBe("/");
    // The old cookie no longer opens a session, even if a client kept it.
    const session = await app.fetch("/api/auth/get-session", { headers: { cookie } });
    expect(await session.json()).toBeNull();
  });

  test("requireUser sends an anonymous visitor to /auth and back", async () => {
    const request = new Request(`${app.url}/dashboard?tab=orders`);
    const thrown = await requireUser(request, app.services).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      `/auth?redirectTo=${encodeURIComponent("/dashboard?tab=orders")}`,
    );
  });

  test("requireAdmin refuses a member with 403 and admits an admin", async () => {
    const asUser = async (email: string) => {
      const cookie = await signInAs(app, email);
      return new Request(`${app.url}/admin`, { headers: { cookie } });
    };
    const refused = await requireAdmin(
      await asUser("client@celestial.example"),
      app.services,
    ).catch((error: unknown) => error);
    expect(refused).toMatchObject({ init: { status: 403 } });

    const admin = await requireAdmin(await asUser("admin@celestial.example"), app.services);
    expect(admin.email).toBe("admin@celestial.example");
  });
});
