import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { users } from "#app/.server/db/schema.ts";
import { getSiteSettings, saveSiteSettings } from "#app/.server/settings.ts";
import { postForm, signInResponse } from "#tests/support/sign-in.ts";
import { describeWithApp, useSignedIn } from "#tests/support/use-test-app.ts";

/** Reads that never reach the root loader, and so never saw its maintenance screen. */
const HELD_READS = [
  "/blog.data",
  "/dashboard.data",
  "/api/search?q=vault",
  "/api/consultation/slots?date=2030-01-07&type=team",
  "/sitemap.xml",
  "/events/couture-tech-gala/calendar.ics",
  "/api/auth/get-session",
];

describeWithApp("maintenance mode", (app) => {
  const admin = useSignedIn(app, "admin@celestial.example");
  const member = useSignedIn(app, "client@celestial.example");
  beforeAll(async () => {
    const settings = await getSiteSettings(app.services.db, app.services.config);
    await saveSiteSettings(app.services.db, { ...settings, maintenanceMode: true });
  });

  test.each(HELD_READS)("%s is held for visitors and members, not for admins", async (path) => {
    expect((await app.get(path)).status).toBe(503);
    expect((await app.get(path, member.cookie)).status).toBe(503);
    expect((await app.get(path, admin.cookie)).status).not.toBe(503);
  });

  test("pages show the maintenance screen; the sign-in page and its data stay open", async () => {
    expect((await app.get("/")).status).toBe(503);
    expect((await app.get("/auth")).status).toBe(200);
    expect((await app.get("/auth.data")).status).toBe(200);
  });

  test("writes are held for everyone but admins, resource routes included", async () => {
    const post = (cookie?: string) =>
      postForm(app, "/resources/theme", { theme: "dark" }, cookie ? { cookie } : {});
    expect((await post()).status).toBe(503);
    expect((await post(member.cookie)).status).toBe(503);
    expect((await post(admin.cookie)).status).toBe(200);
  });

  test("a sign-up is held, and so is a reset request; an admin can still sign in", async () => {
    const email = "maintenance.signup@example.com";
    const signUp = await postForm(app, "/auth", {
      intent: "signup",
      firstName: "Nova",
      lastName: "Held",
      email,
      password: "a-long-enough-password",
    });
    expect(signUp.status).toBe(503);
    expect(await app.services.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const forgot = await postForm(app, "/auth", { intent: "forgot", email });
    expect(forgot.status).toBe(503);

    const signIn = await signInResponse(app, "admin@celestial.example");
    expect(signIn.status).toBe(302);
  });
});
