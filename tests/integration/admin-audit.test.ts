import { desc, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { runRoleCommand } from "#app/.server/account/role-command.ts";
import { LAST_ADMIN } from "#app/.server/account/roles.ts";
import { changeUserRoles, suspendUser } from "#app/.server/admin/users.ts";
import type { AdminActor } from "#app/.server/audit/audit-log.ts";
import { profiles } from "#app/.server/db/schema.ts";
import { auditLog } from "#app/.server/db/security-schema.ts";
import { profileOf } from "#tests/support/admin.ts";
import { engines } from "#tests/support/database.ts";
import { pageHtml } from "#tests/support/html.ts";
import { postForm, signInResponse } from "#tests/support/sign-in.ts";
import { useSignedIn, useTestApp } from "#tests/support/use-test-app.ts";

const ADMIN = "admin@celestial.example";
const ADMIN_ADDRESS = "192.0.2.44";

describe.each(engines)("the admin audit log on %s", (engine) => {
  const app = useTestApp(engine, { TRUST_PROXY: "true" });
  const admin = useSignedIn(app, ADMIN);

  const asAdmin = { cookie: "", headers: { "x-forwarded-for": ADMIN_ADDRESS } };
  const post = (path: string, fields: Record<string, string>) =>
    postForm(app, path, fields, { ...asAdmin, cookie: admin.cookie });
  const entries = () => app.services.db.select().from(auditLog).orderBy(desc(auditLog.createdAt));

  test("each admin action is logged with actor, target, time and address, and shown", async () => {
    const client = await profileOf(app, "client@celestial.example");
    const partner = await profileOf(app, "partner@celestial.example");
    for (let count = 0; count < 5; count += 1) {
      await signInResponse(app, "intern@celestial.example", "wrong-password-1");
    }
    await postForm(app, "/auth", { intent: "forgot", email: ADMIN });

    const steps: [string, Record<string, string>][] = [
      ["/admin/users", { intent: "set-roles", userId: partner.id, roles: "enterprise" }],
      ["/admin/users", { intent: "suspend", userId: client.id }],
      ["/admin/users", { intent: "restore", userId: client.id }],
      ["/admin/security", { intent: "clear-lock", email: "intern@celestial.example" }],
      [
        "/admin/settings",
        { siteName: "Celestial Collective", siteUrl: "https://celestial.example" },
      ],
      ["/admin/products", { intent: "toggle-stock", id: "constellation-tote" }],
    ];
    for (const [path, fields] of steps) {
      expect((await post(path, fields)).status).toBeLessThan(400);
    }
    const outbox = await app.fetch("/admin/outbox", {
      headers: { cookie: admin.cookie, "x-forwarded-for": ADMIN_ADDRESS },
    });
    expect(outbox.status).toBe(200);

    const logged = await entries();
    expect(logged.map((entry) => [entry.action, entry.target])).toEqual(
      expect.arrayContaining([
        ["user.roles", "partner@celestial.example"],
        ["user.suspend", "client@celestial.example"],
        ["user.restore", "client@celestial.example"],
        ["security.clear-lock", "intern@celestial.example"],
        ["settings.save", "site settings"],
        ["product.toggle", "constellation-tote"],
        ["outbox.reset-link-read", ADMIN],
      ]),
    );
    for (const entry of logged) {
      expect(entry).toMatchObject({ actorEmail: ADMIN, ipAddress: ADMIN_ADDRESS });
      expect(entry.createdAt).toBeInstanceOf(Date);
    }

    const html = await pageHtml(app, "/admin/security", admin.cookie);
    expect(html).toContain("Admin audit log");
    expect(html).toContain("Read a password reset link");
    expect(html).toContain("Suspended account");
    expect(html).toContain(ADMIN_ADDRESS);
  });

  test("the outbox shows a reset link only to the admin it was sent to", async () => {
    const readOutbox = async (to: string) =>
      (
        await app.fetch(`/admin/outbox?to=${encodeURIComponent(to)}`, {
          headers: { cookie: admin.cookie },
        })
      ).text();
    const member = "enterprise@celestial.example";
    await postForm(app, "/auth", { intent: "forgot", email: member });
    await postForm(app, "/auth", { intent: "forgot", email: ADMIN });

    const theirs = await readOutbox(member);
    expect(theirs).toContain(`A password reset link was sent to ${member}.`);
    expect(theirs).not.toContain("/reset-password/");
    const own = await readOutbox(ADMIN);
    expect(own).toMatch(/href="[^"]*\/api\/auth\/reset-password\/[^"]+"/);
    expect(own).not.toContain("A password reset link was sent to");
  });

  test("the last active admin cannot be removed from the command line", async () => {
    const revoke = { email: ADMIN, role: "admin" as const, revoke: true };
    expect(await runRoleCommand(app.services.db, revoke)).toEqual({ ok: false, error: LAST_ADMIN });
    expect(await profileOf(app, ADMIN)).toMatchObject({ isAdmin: true });

    const manager = "management@celestial.example";
    await runRoleCommand(app.services.db, { email: manager, role: "admin", revoke: false });
    expect((await runRoleCommand(app.services.db, { ...revoke, email: manager })).ok).toBe(true);
    const [latest] = await entries();
    expect(latest).toMatchObject({
      actorEmail: "command line (user:role)",
      action: "user.roles",
      target: manager,
      details: { revoked: "admin" },
    });
  });
});

describe.each(engines)("keeping an admin on %s", (engine) => {
  // No supreme admin among the accounts: the two admins may demote each other.
  const app = useTestApp(engine, { SUPREME_ADMIN_EMAIL: "founder@celestial.example" });

  // The commands behind /admin/users, called together as two admins' requests would be once both
  // have passed the admin check.
  test.each([
    [
      "demote",
      (actor: AdminActor, target: AdminActor) =>
        changeUserRoles(app.services, actor, target.id, ["client"]),
    ],
    [
      "suspend",
      (actor: AdminActor, target: AdminActor) => suspendUser(app.services, actor, target.id),
    ],
  ])("two admins who %s each other at once leave one admin", async (_, change) => {
    const emails = ["admin@celestial.example", "management@celestial.example"];
    for (const email of emails) {
      await runRoleCommand(app.services.db, { email, role: "admin", revoke: false });
      await app.services.db
        .update(profiles)
        .set({ accountStatus: "active" })
        .where(eq(profiles.email, email));
    }
    const [a, b] = (await Promise.all(emails.map((email) => profileOf(app, email)))).map(
      (profile) => ({ id: profile.id, email: profile.email, ipAddress: null }),
    );
    if (!a || !b) throw new Error("the two admins are missing");
    const outcomes = await Promise.all([change(a, b), change(b, a)]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, error: LAST_ADMIN }]);
    const survivors = (await Promise.all(emails.map((email) => profileOf(app, email)))).filter(
      (profile) => profile.isAdmin && profile.accountStatus === "active",
    );
    expect(survivors).toHaveLength(1);
  });
});
