import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { chronicleSubmissions } from "#app/.server/db/forms-schema.ts";
import { engines } from "#tests/support/database.ts";
import { formCases as cases, postFrom } from "#tests/support/public-forms.ts";
import { postForm, signInAs } from "#tests/support/sign-in.ts";
import { useTestApp } from "#tests/support/use-test-app.ts";

describe.each(engines)("the admin inbox on %s", (engine) => {
  const app = useTestApp(engine, { TRUST_PROXY: "true" });

  const post = (path: string, fields: Record<string, string>, address?: string) =>
    postFrom(app)(path, fields, address);
  /** The inbox's status buttons: one entry of `type` marked `status`, from `path`, as `cookie`. */
  const markEntry = (
    entry: { type: string; id: string; status: string },
    cookie: string,
    path = "/admin/submissions",
  ) => postForm(app, path, entry, { cookie });

  describe("the admin inbox", () => {
    test("is for admins only, page, CSV and status changes alike", async () => {
      const anonymous = await app.get("/admin/submissions");
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("location")).toMatch(/^\/auth/);
      const client = await signInAs(app, "client@celestial.example");
      expect((await app.get("/admin/submissions", client)).status).toBe(403);
      expect((await app.get("/admin/submissions.csv", client)).status).toBe(403);
      const change = await markEntry(
        { type: "contact", id: "00000000-0000-4000-8000-000000000000", status: "spam" },
        client,
      );
      expect(change.status).toBe(403);
    });

    test("the admin overview counts the new entries and links to them", async () => {
      const admin = await signInAs(app, "admin@celestial.example");
      const newCount = async () => {
        const html = await (await app.get("/admin", admin)).text();
        const link = html.match(
          /<a[^>]+href="\/admin\/submissions\?status=new"[^>]*>([\s\S]*?)<\/a>/,
        );
        expect(link, "a link to the inbox's new entries").not.toBeNull();
        return Number(link?.[1]?.match(/>(\d+)</)?.[1]);
      };
      const before = await newCount();
      const [row] = await app.services.db
        .insert(chronicleSubmissions)
        .values({
          name: "Count Me",
          email: "count.me@example.com",
          title: "Counted",
          story: "Once.",
        })
        .returning({ id: chronicleSubmissions.id });
      expect(await newCount()).toBe(before + 1);
      await app.services.db
        .update(chronicleSubmissions)
        .set({ status: "handled" })
        .where(eq(chronicleSubmissions.id, row?.id ?? ""));
      expect(await newCount()).toBe(before);
    });

    test("lists every type newest first, filters, searches, marks and exports", async () => {
      const admin = await signInAs(app, "admin@celestial.example");
      for (const form of cases) await post(form.path, form.valid);
      await postForm(app, "/resources/newsletter", { email: "inbox-reader@example.com" });
      await post("/submit-chronicle", {
        name: '=HYPERLINK("http://evil.example")',
        email: "formula@example.com",
        title: "<b>Inbox escape test</b>",
        story: 'A story with a "quote", a comma and\na new line.',
      });
      await post("/leadership-application", { ...cases[4]?.valid, email: "newest@example.com" });

      const all = await (await app.get("/admin/submissions", admin)).text();
      for (const label of [
        "Contact",
        "Chronicle",
        "Partnership",
        "Leadership",
        "Nomination",
        "Newsletter",
      ]) {
        expect(all).toContain(`>${label}</span>`);
      }
      expect(all.indexOf("newest@example.com")).toBeLessThan(all.indexOf("formula@example.com"));
      expect(all).toContain("&lt;b&gt;Inbox escape test&lt;/b&gt;");
      expect(all).not.toContain("<b>Inbox escape test</b>");

      const chronicles = await (await app.get("/admin/submissions?type=chronicle", admin)).text();
      expect(chronicles).toContain("formula@example.com");
      expect(chronicles).not.toContain("newest@example.com");

      const found = await (await app.get("/admin/submissions?q=FORMULA%40example", admin)).text();
      expect(found).toContain("formula@example.com");
      expect(found).not.toContain("newest@example.com");
      const literal = await (await app.get("/admin/submissions?q=%25", admin)).text();
      expect(literal).toContain("Nothing matches this filter.");

      const [row] = await app.services.db
        .select({ id: chronicleSubmissions.id })
        .from(chronicleSubmissions)
        .where(eq(chronicleSubmissions.email, "formula@example.com"));
      const marked = await markEntry(
        { type: "chronicle", id: row?.id ?? "", status: "spam" },
        admin,
        "/admin/submissions?type=chronicle",
      );
      expect(marked.status).toBe(303);
      expect(marked.headers.get("location")).toBe("/admin/submissions?type=chronicle");
      const spam = await (await app.get("/admin/submissions?status=spam", admin)).text();
      expect(spam).toContain("formula@example.com");
      const fresh = await (
        await app.get("/admin/submissions?status=new&type=chronicle", admin)
      ).text();
      expect(fresh).not.toContain("formula@example.com");
      const bad = await markEntry(
        { type: "chronicle", id: row?.id ?? "", status: "deleted" },
        admin,
      );
      expect(bad.status).toBe(400);

      const csvResponse = await app.get("/admin/submissions.csv?status=spam", admin);
      expect(csvResponse.headers.get("content-type")).toContain("text/csv");
      const csv = await csvResponse.text();
      expect(csv).toContain('"\'=HYPERLINK(""http://evil.example"")"');
      expect(csv).not.toContain("newest@example.com");
      expect(csv.split("\r\n")[0]).toBe(
        '"Type","Id","Status","Received (UTC)","Name","Email","Summary","Details"',
      );
    });
  });
});
