import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { userRoles, users } from "#app/.server/db/schema.ts";
import { findProfile } from "#tests/support/admin.ts";
import { latestMailTo, linkIn } from "#tests/support/outbox.ts";
import { postForm, sessionCookieOf, signInResponse } from "#tests/support/sign-in.ts";
import { describeWithApp } from "#tests/support/use-test-app.ts";

const NEW_PASSWORD = "orbit-lantern-4417";

describeWithApp("sign-up and passwords", (app) => {
  const profileOf = (email: string) => findProfile(app, email);
  const signUp = (fields: Record<string, string>) =>
    postForm(app, "/auth", {
      intent: "signup",
      firstName: "Nova",
      lastName: "Reyes",
      password: NEW_PASSWORD,
      role: "client",
      ...fields,
    });

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
});
