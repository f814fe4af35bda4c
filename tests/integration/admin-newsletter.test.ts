import { desc, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { newsletterSubscribers } from "#app/.server/db/forms-schema.ts";
import { auditLog } from "#app/.server/db/security-schema.ts";
import { engines } from "#tests/support/database.ts";
import { postForm, signInAs } from "#tests/support/sign-in.ts";
import { useTestApp } from "#tests/support/use-test-app.ts";

describe.each(engines)("the newsletter admin on %s", (engine) => {
  const app = useTestApp(engine);
  const db = () => app.services.db;

  const addSubscriber = async (
    email: string,
    state: string,
    interests: string[] = ["newsletter"],
  ) => {
    const [row] = await db()
      .insert(newsletterSubscribers)
      .values({ email, state, interests, source: "stellar_dispatch" })
      .returning({ id: newsletterSubscribers.id });
    return row?.id ?? "";
  };

  test("is for admins only: the list, the CSV, the erasure page and its action", async () => {
    const id = await addSubscriber("kept.safe@example.com", "confirmed");
    const client = await signInAs(app, "client@celestial.example");
    const erasePath = `/admin/newsletter/subscribers/${id}/erase`;
    for (const path of ["/admin/newsletter", "/admin/newsletter.csv", erasePath]) {
      expect((await app.get(path, client)).status, path).toBe(403);
      const anonymous = await app.get(path);
      expect(anonymous.status, path).toBe(302);
      expect(anonymous.headers.get("location")).toMatch(/^\/auth/);
    }
    const erase = await postForm(app, erasePath, { intent: "erase" }, { cookie: client });
    expect(erase.status).toBe(403);
    const [row] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id));
    expect(row?.email).toBe("kept.safe@example.com");
  });

  test("lists subscribers with status, interests and counts; filters, searches and exports", async () => {
    await addSubscriber("nova.confirmed@example.com", "confirmed", ["tech_guides", "newsletter"]);
    await addSubscriber("=cmd@example.com", "pending", ["early_access"]);
    await addSubscriber("gone.reader@example.com", "unsubscribed");
    await addSubscriber("bounced.reader@example.com", "suppressed");
    const admin = await signInAs(app, "admin@celestial.example");

    const html = await (await app.get("/admin/newsletter", admin)).text();
    expect(html).toContain("<h1");
    expect(html).toContain("nova.confirmed@example.com");
    expect(html).toContain("Tech guides and tutorials");
    for (const label of ["Pending", "Confirmed", "Unsubscribed", "Suppressed"]) {
      expect(html).toContain(label);
    }
    expect(html).toContain("Confirmed subscribers per interest");

    const suppressed = await (await app.get("/admin/newsletter?state=suppressed", admin)).text();
    expect(suppressed).toContain("bounced.reader@example.com");
    expect(suppressed).not.toContain("nova.confirmed@example.com");
    const found = await (await app.get("/admin/newsletter?q=NOVA.CONF", admin)).text();
    expect(found).toContain("nova.confirmed@example.com");
    expect(found).not.toContain("gone.reader@example.com");

    const csv = await app.get("/admin/newsletter.csv?state=pending", admin);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text()).split("\r\n");
    expect(lines[0]).toBe(
      '"Email","Status","Interests","Source","Signed up (UTC)","Confirmed (UTC)","Unsubscribed (UTC)","Suppressed (UTC)"',
    );
    expect(
      lines.some((line) => line.startsWith(`"'=cmd@example.com","pending","early_access"`)),
    ).toBe(true);
    expect(lines.join("\n")).not.toContain("nova.confirmed@example.com");
  });

  test("erasing a person asks first, removes the row and is audited without the address", async () => {
    const id = await addSubscriber("forget.me@example.com", "confirmed");
    const admin = await signInAs(app, "admin@celestial.example");
    const path = `/admin/newsletter/subscribers/${id}/erase`;
    const page = await (await app.get(path, admin)).text();
    expect(page).toContain("Erase forget.me@example.com?");

    const erased = await postForm(app, path, { intent: "erase" }, { cookie: admin });
    expect(erased.status).toBe(302);
    expect(erased.headers.get("location")).toBe("/admin/newsletter");
    const rows = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "forget.me@example.com"));
    expect(rows).toEqual([]);
    const [entry] = await db().select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(entry).toMatchObject({ action: "newsletter.erase", target: id });
    expect(JSON.stringify(entry)).not.toContain("forget.me");

    expect((await app.get(path, admin)).status).toBe(404);
    expect((await postForm(app, path, { intent: "erase" }, { cookie: admin })).status).toBe(404);
  });
});
