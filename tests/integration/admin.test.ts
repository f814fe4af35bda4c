import { count } from "drizzle-orm";
import { expect, test } from "vitest";
import {
  consultationBookings,
  internshipApplications,
  testimonials,
} from "#app/.server/db/schema.ts";
import { loginAttempts } from "#app/.server/db/security-schema.ts";
import { products, waitlistSignups } from "#app/.server/db/shop-schema.ts";
import { getSiteSettings } from "#app/.server/settings.ts";
import { settingsForm } from "#tests/support/admin.ts";
import { figure, linkTargets, parsePage, titleOf } from "#tests/support/html.ts";
import { postForm, signInAs, signInResponse } from "#tests/support/sign-in.ts";
import { describeWithApp, useSignedIn } from "#tests/support/use-test-app.ts";

describeWithApp("admin area", (app) => {
  const admin = useSignedIn(app, "admin@celestial.example");

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
      calendarId: 1,
    });
    const countOf = async (table: typeof products | typeof testimonials) =>
      (await db.select({ n: count() }).from(table))[0]?.n;

    const html = await (await app.get("/admin/content", admin.cookie)).text();
    expect(figure(html, "Products")).toBe(await countOf(products));
    expect(figure(html, "Testimonials")).toBe(1);
    expect(figure(html, "Internship Applications")).toBe(1);
    expect(figure(html, "Consultation Bookings")).toBe(1);
    expect(html).toContain("Testimonial submitted");
    expect(html).toContain("Ben Nebula");
    expect(html).toContain("Cara Comet");
    expect(html).toContain("New member joined");
    expect(linkTargets(html)).toEqual(
      expect.arrayContaining(["/admin/products/new", "/admin/submissions?type=leadership"]),
    );
  });

  test("settings are validated, saved, and the new site name titles every page", async () => {
    const form = await (await app.get("/admin/settings", admin.cookie)).text();
    expect(form).toContain('value="Celestial Collective"');
    expect(form).toContain("Save Changes");

    for (const [overrides, message] of [
      [{ siteName: "" }, "Please enter the site name"],
      [{ siteName: "x".repeat(81) }, "The site name must be at most 80 characters"],
      [{ siteUrl: "ftp://files.example" }, "Please enter a full URL starting with http://"],
      [{ siteUrl: "celestial.example" }, "Please enter a full URL starting with http://"],
    ] as const) {
      const response = await postForm(app, "/admin/settings", settingsForm(overrides), {
        cookie: admin.cookie,
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(message);
    }

    const saved = await admin.post(
      "/admin/settings",
      settingsForm({
        siteName: "Starlight Guild",
        siteUrl: "https://guild.example/",
        postalAddress: " 1 Orbit Way\nNova City ",
      }),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/settings");
    const toastCookie = saved.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const after = await (
      await app.get("/admin/settings", `${admin.cookie}; ${toastCookie}`)
    ).text();
    expect(after).toContain("Settings saved");
    expect(await getSiteSettings(app.services.db, app.services.config)).toEqual({
      siteName: "Starlight Guild",
      siteUrl: "https://guild.example",
      postalAddress: "1 Orbit Way\nNova City",
      emailNotifications: true,
      pushNotifications: false,
      maintenanceMode: false,
      autoBackups: true,
      requireAdminTwoFactor: false,
    });

    const home = await (await app.get("/")).text();
    expect(titleOf(home)).toContain("Starlight Guild");
    expect(titleOf(home)).not.toContain("Celestial Collective");

    await admin.post("/admin/settings", settingsForm());
    expect(titleOf(await (await app.get("/")).text())).toContain("Celestial Collective");
  });

  test("maintenance mode answers 503 to everyone but admins and the sign-in page", async () => {
    const memberCookie = await signInAs(app, "client@celestial.example");
    const on = await postForm(app, "/admin/settings", settingsForm({ maintenanceMode: "on" }), {
      cookie: admin.cookie,
    });
    expect(on.status).toBe(302);
    try {
      const anonymous = await app.get("/");
      expect(anonymous.status).toBe(503);
      const html = await anonymous.text();
      expect(html).toContain("be back soon");
      const titles = parsePage(html).document.querySelectorAll("title");
      expect([...titles].map((title) => title.textContent)).toContain(
        "Maintenance — Celestial Collective",
      );
      expect((await app.get("/dashboard", memberCookie)).status).toBe(503);
      expect((await app.get("/no-such-page")).status).toBe(503);
      // Writes are held too: a visitor's form post does nothing.
      const post = await postForm(app, "/resources/waitlist", {
        list: "vault",
        email: "x@example.com",
      });
      expect(post.status).toBe(503);
      expect(post.headers.get("retry-after")).toBe("300");
      expect(await app.services.db.select().from(waitlistSignups)).toEqual([]);

      expect((await app.get("/auth")).status).toBe(200);
      // A client-side visit to the sign-in page asks for its data at /auth.data.
      expect((await app.get("/auth.data")).status).toBe(200);
      expect((await app.fetch("/healthz")).status).toBe(200);
      expect((await signInResponse(app, "admin@celestial.example")).status).toBe(302);
      expect((await app.get("/", admin.cookie)).status).toBe(200);
      expect((await app.get("/admin/settings", admin.cookie)).status).toBe(200);
    } finally {
      await admin.post("/admin/settings", settingsForm());
    }
    expect((await app.get("/")).status).toBe(200);
  });

  test("the security monitor lists attempts and locks; clearing a lock lets the person in", async () => {
    await app.services.db.delete(loginAttempts);
    const empty = await (await app.get("/admin/security", admin.cookie)).text();
    expect(empty).toContain("No login attempts recorded");
    expect(empty).toContain("No accounts are locked.");

    const email = "intern@celestial.example";
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signInResponse(app, email, "wrong-password-1")).status).toBe(401);
    }
    expect((await signInResponse(app, email)).status).toBe(429);

    const monitor = await (await app.get("/admin/security", admin.cookie)).text();
    expect(monitor).toContain(email);
    expect(monitor).toContain("Failed");
    expect(monitor).toContain("Clear lock");
    expect(monitor).not.toContain("No login attempts recorded");

    const cleared = await admin.post("/admin/security", { intent: "clear-lock", email });
    expect(cleared.status).toBe(302);
    expect(await (await app.get("/admin/security", admin.cookie)).text()).toContain(
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
    const html = await (await app.get("/admin/security", admin.cookie)).text();
    const rows = html.match(/burst-\d+@example\.com/g) ?? [];
    expect(new Set(rows).size).toBe(20);
    expect(html).toContain("burst-24@example.com");
    expect(html).not.toContain("burst-4@example.com");
  });
});
