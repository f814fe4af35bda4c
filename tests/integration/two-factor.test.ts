import { desc, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { removeSecondFactor } from "#app/.server/account/remove-second-factor.ts";
import { twoFactors, users } from "#app/.server/db/schema.ts";
import { auditLog } from "#app/.server/db/security-schema.ts";
import { DEMO_PASSWORD } from "#app/.server/demo/seed.ts";
import { getSiteSettings, saveSiteSettings } from "#app/.server/settings.ts";
import { engines } from "#tests/support/database.ts";
import { postForm, sessionCookieOf, signInAs, signInResponse } from "#tests/support/sign-in.ts";
import { authenticatorCode } from "#tests/support/totp.ts";
import { useTestApp } from "#tests/support/use-test-app.ts";

const PAGE = "/profile/two-factor";

/** The `name=value` pairs of every cookie a response set, as a browser would send them back. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .filter((pair) => !pair?.endsWith("="))
    .join("; ");

const unescaped = (html: string) => html.replaceAll("&amp;", "&");

describe.each(engines)("two-step verification on %s", (engine) => {
  // Trusting X-Forwarded-For lets each test act from addresses of its own.
  const app = useTestApp(engine, { TRUST_PROXY: "true" });
  const from = (address: string) => ({ "x-forwarded-for": address });

  /** Turns two-step verification on for an account; answers the app's address and the codes. */
  async function setUp(email: string, address: string) {
    let cookie = await signInAs(app, email);
    const started = await postForm(
      app,
      PAGE,
      { intent: "start", password: DEMO_PASSWORD },
      { cookie, headers: from(address) },
    );
    expect(started.status).toBe(200);
    const html = unescaped(await started.text());
    const totpUri = html.match(/name="totpUri" value="([^"]+)"/)?.[1] ?? "";
    const recoveryCodes = html.match(/name="recoveryCodes" value="([^"]+)"/)?.[1] ?? "";
    expect(totpUri).toMatch(/^otpauth:\/\/totp\//);
    const confirmed = await postForm(
      app,
      PAGE,
      { intent: "confirm", code: authenticatorCode(totpUri), totpUri, recoveryCodes },
      { cookie, headers: from(address) },
    );
    expect(confirmed.status).toBe(302);
    cookie = sessionCookieOf(confirmed);
    return { cookie, totpUri, recoveryCodes: recoveryCodes.split(" ") };
  }

  /** The password step: its answer, and the cookie that carries the sign-in to the code step. */
  async function passwordStep(email: string, address: string) {
    const response = await signInResponse(app, email, DEMO_PASSWORD, from(address));
    return { response, cookie: cookiesOf(response) };
  }

  const codeStep = (cookie: string, address: string, method: string, code: string) =>
    postForm(
      app,
      "/auth/two-factor?redirectTo=%2Fdashboard",
      { method, code },
      {
        cookie,
        headers: from(address),
      },
    );

  test("set up from the profile without JavaScript; sign-in then asks for the app's code", async () => {
    const email = "enterprise@celestial.example";
    const address = "198.51.100.10";
    const cookie = await signInAs(app, email);
    const wrongPassword = await postForm(
      app,
      PAGE,
      { intent: "start", password: "not-my-password" },
      { cookie, headers: from(address) },
    );
    expect(wrongPassword.status).toBe(400);
    expect(await wrongPassword.text()).toContain("Your password is incorrect");

    const started = await postForm(
      app,
      PAGE,
      { intent: "start", password: DEMO_PASSWORD },
      { cookie, headers: from(address) },
    );
    const page = unescaped(await started.text());
    expect(page).toContain('aria-label="QR code to add this account to an authenticator app"');
    expect(page).toContain("they are shown only this once");
    const totpUri = page.match(/name="totpUri" value="([^"]+)"/)?.[1] ?? "";
    const codes = page.match(/name="recoveryCodes" value="([^"]+)"/)?.[1] ?? "";
    expect(codes.split(" ")).toHaveLength(10);

    const wrongCode = await postForm(
      app,
      PAGE,
      { intent: "confirm", code: "000000", totpUri, recoveryCodes: codes },
      { cookie, headers: from(address) },
    );
    expect(wrongCode.status).toBe(400);
    expect(await wrongCode.text()).toContain("That code is not right");
    const [user] = await app.services.db.select().from(users).where(eq(users.email, email));
    expect(user?.twoFactorEnabled).toBe(false);

    const confirmed = await postForm(
      app,
      PAGE,
      { intent: "confirm", code: authenticatorCode(totpUri), totpUri, recoveryCodes: codes },
      { cookie, headers: from(address) },
    );
    expect(confirmed.status).toBe(302);
    const [stored] = await app.services.db
      .select()
      .from(twoFactors)
      .where(eq(twoFactors.userId, user?.id ?? ""));
    // Recovery codes are kept as digests only; the secret is encrypted.
    for (const code of codes.split(" ")) expect(stored?.backupCodes).not.toContain(code);
    expect(stored?.secret).not.toContain(new URL(totpUri).searchParams.get("secret"));

    const { response, cookie: pending } = await passwordStep(email, address);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth/two-factor?redirectTo=%2Fdashboard");
    expect(pending).not.toContain("better-auth.session_token=");
    const asked = await app.fetch("/auth/two-factor", { headers: { cookie: pending } });
    expect(await asked.text()).toContain("Authentication code");

    const refused = await codeStep(pending, address, "app", "123456");
    expect(refused.status).toBe(401);
    expect(await refused.text()).toContain("That code is not right");
    const signedIn = await codeStep(pending, address, "app", authenticatorCode(totpUri));
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/dashboard");
    const dashboard = await app.fetch("/dashboard", {
      headers: { cookie: sessionCookieOf(signedIn) },
    });
    expect(dashboard.status).toBe(200);
  });

  test("a recovery code signs in once", async () => {
    const email = "partner@celestial.example";
    const address = "198.51.100.20";
    const { recoveryCodes } = await setUp(email, address);
    const [first] = recoveryCodes;

    const once = await passwordStep(email, address);
    const used = await codeStep(once.cookie, address, "recovery", first ?? "");
    expect(used.status).toBe(302);
    const status = await app.fetch(PAGE, { headers: { cookie: sessionCookieOf(used) } });
    expect(await status.text()).toContain("You have 9 unused recovery codes");

    const again = await passwordStep(email, address);
    const reused = await codeStep(again.cookie, address, "recovery", first ?? "");
    expect(reused.status).toBe(401);
    expect(await reused.text()).toContain(
      "That recovery code is not right, or it has already been used",
    );
  });

  test("wrong codes count toward the sign-in lock like wrong passwords", async () => {
    const email = "client@celestial.example";
    const address = "198.51.100.30";
    const { totpUri } = await setUp(email, address);
    const { cookie } = await passwordStep(email, address);
    for (let count = 0; count < 5; count += 1) {
      expect((await codeStep(cookie, address, "app", "999999")).status).toBe(401);
    }
    const locked = await codeStep(cookie, address, "app", authenticatorCode(totpUri));
    expect(locked.status).toBe(429);
    const password = await passwordStep(email, address);
    expect(password.response.status).toBe(429);
    expect(await password.response.text()).toContain(
      "Too many failed sign-in attempts for this account from your network",
    );
  });

  test("turning it off takes the password and a code", async () => {
    const email = "intern@celestial.example";
    const address = "198.51.100.40";
    const { cookie, totpUri } = await setUp(email, address);
    const turnOff = (fields: Record<string, string>) =>
      postForm(app, PAGE, { intent: "turn-off", ...fields }, { cookie, headers: from(address) });

    const noCode = await turnOff({ password: DEMO_PASSWORD, code: "111111" });
    expect(noCode.status).toBe(400);
    expect(await noCode.text()).toContain("That code is not right");
    const noPassword = await turnOff({
      password: "not-my-password",
      code: authenticatorCode(totpUri),
    });
    expect(noPassword.status).toBe(400);
    expect(await noPassword.text()).toContain("Your password is incorrect");

    const off = await turnOff({ password: DEMO_PASSWORD, code: authenticatorCode(totpUri) });
    expect(off.status).toBe(302);
    const { response } = await passwordStep(email, "198.51.100.41");
    expect(response.headers.get("location")).toBe("/dashboard");
  });

  test("with “Require two-factor for admins” on, an admin sets it up before any admin page opens", async () => {
    const settings = await getSiteSettings(app.services.db, app.services.config);
    // A demo install starts with the rule off, so the demo credentials alone sign in.
    expect(settings.requireAdminTwoFactor).toBe(false);
    await saveSiteSettings(app.services.db, { ...settings, requireAdminTwoFactor: true });
    try {
      const email = "admin@celestial.example";
      const before = await signInAs(app, email);
      for (const path of ["/admin", "/admin/users", "/admin/backups"]) {
        const refused = await app.fetch(path, { headers: { cookie: before } });
        expect(refused.status).toBe(302);
        expect(refused.headers.get("location")).toBe("/profile/two-factor?required=admin");
      }
      const notice = await app.fetch(PAGE, { headers: { cookie: before } });
      expect(await notice.text()).toContain(
        "This site requires admins to sign in with a second step",
      );

      const { cookie, totpUri } = await setUp(email, "198.51.100.50");
      expect((await app.fetch("/admin", { headers: { cookie } })).status).toBe(200);

      const { cookie: pending } = await passwordStep(email, "198.51.100.51");
      const signedIn = await codeStep(pending, "198.51.100.51", "app", authenticatorCode(totpUri));
      const admin = await app.fetch("/admin/users", {
        headers: { cookie: sessionCookieOf(signedIn) },
      });
      expect(admin.status).toBe(200);
    } finally {
      await saveSiteSettings(app.services.db, settings);
    }
  });

  test("the operator takes it off an account that lost its phone and codes; its sessions end", async () => {
    const email = "management@celestial.example";
    const { cookie } = await setUp(email, "198.51.100.60");
    expect(await removeSecondFactor(app.services.db, "Nobody@example.com")).toEqual({
      ok: false,
      error: "No account with the e-mail nobody@example.com",
    });
    expect(await removeSecondFactor(app.services.db, email)).toEqual({ ok: true });

    expect((await app.fetch("/dashboard", { headers: { cookie } })).status).toBe(302);
    const { response } = await passwordStep(email, "198.51.100.61");
    expect(response.headers.get("location")).toBe("/dashboard");
    const [entry] = await app.services.db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({ action: "user.two-factor-off", target: email });
  });
});
