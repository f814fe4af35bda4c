import { count } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { risingStarNominations } from "#app/.server/db/forms-schema.ts";
import { engines } from "#tests/support/database.ts";
import { canonicalOf, parsePage } from "#tests/support/html.ts";
import { latestMailTo } from "#tests/support/outbox.ts";
import {
  formCases as cases,
  type FormCase,
  freshAddress,
  postFrom,
  readable,
} from "#tests/support/public-forms.ts";
import { rowsWhere } from "#tests/support/rows.ts";
import { useTestApp } from "#tests/support/use-test-app.ts";

describe.each(engines)("the public forms on %s", (engine) => {
  const app = useTestApp(engine, { TRUST_PROXY: "true" });

  const post = (path: string, fields: Record<string, string>, address?: string) =>
    postFrom(app)(path, fields, address);

  const rowsOf = async (table: FormCase["table"]) =>
    (await app.services.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  describe.each(cases)("$name", (form) => {
    test("renders on the server with a label for every field", async () => {
      const response = await app.fetch(form.path);
      expect(response.status).toBe(200);
      const page = parsePage(await response.text());
      expect(page.getAllByRole("heading", { level: 1 })).toHaveLength(1);
      const fields = page.document.querySelectorAll<HTMLInputElement>(
        "input[id], select[id], textarea[id]",
      );
      for (const field of fields) expect(field.labels?.length, field.id).toBeGreaterThan(0);
    });

    test("a valid submission is stored and redirects to the success state", async () => {
      const before = await rowsOf(form.table);
      const response = await post(form.path, form.valid);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(form.successPath);
      expect(await rowsOf(form.table)).toBe(before + 1);
    });

    test("each missing required field gives its exact message and 400", async () => {
      const before = await rowsOf(form.table);
      for (const [field, message] of Object.entries(form.required)) {
        const { [field]: _dropped, ...rest } = form.valid;
        const response = await post(form.path, rest);
        expect(response.status, field).toBe(400);
        expect(readable(await response.text()), field).toContain(message);
      }
      expect(await rowsOf(form.table)).toBe(before);
    });

    test("a wrong value or an over-long one is refused with its message", async () => {
      for (const [field, value, message] of [form.wrong, form.tooLong]) {
        const response = await post(form.path, { ...form.valid, [field]: value });
        expect(response.status, field).toBe(400);
        expect(readable(await response.text()), field).toContain(message);
      }
    });

    test("a filled honeypot gets the normal answer and stores nothing", async () => {
      const before = await rowsOf(form.table);
      const response = await post(form.path, { ...form.valid, [form.honeypot]: "spam.example" });
      expect(response.headers.get("location")).toBe(form.successPath);
      expect(await rowsOf(form.table)).toBe(before);
    });

    test("the sixth submission from one address within 10 minutes gets 429", async () => {
      const address = freshAddress();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await post(form.path, form.valid, address)).status).toBe(303);
      }
      const limited = await post(form.path, form.valid, address);
      expect(limited.status).toBe(429);
      expect(await limited.text()).toContain("Too many submissions from here");
    });
  });

  test("a body that is not a form gets 4xx, never 5xx", async () => {
    const paths = [...cases.map((form) => form.path), "/resources/newsletter"];
    for (const path of paths) {
      for (const [type, body] of [
        ["application/json", '{"email":"x@example.com"}'],
        ["multipart/form-data; boundary=broken", "not multipart"],
      ]) {
        const response = await app.fetch(path, {
          method: "POST",
          headers: {
            "content-type": type ?? "",
            origin: app.url,
            "x-forwarded-for": freshAddress(),
          },
          body,
        });
        expect(response.status, `${path} ${type}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${path} ${type}`).toBeLessThan(500);
      }
    }
  });

  test("what visitors type is escaped when shown back", async () => {
    const response = await post("/submit-chronicle", {
      name: "<script>alert(1)</script>",
      email: "not-an-email",
      title: "t",
      story: "s",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).not.toContain("<script>alert(1)</script>");
  });

  test("/support opens the contact page with the general-support form", async () => {
    const response = await app.fetch("/support");
    expect(response.headers.get("location")).toBe("/communication-beacon?inquiry=general");
    const html = await (await app.fetch("/communication-beacon?inquiry=general")).text();
    expect(html).toContain("General Support Request");
    const page = parsePage(html);
    expect(page.getAllByRole("textbox").map((box) => box.getAttribute("rows"))).toContain("6");
    expect(canonicalOf(html)).toBe(`${app.url}/communication-beacon`);
  });

  test("the contact confirmation shows the Signal Received card with the operations address", async () => {
    const html = await (await app.fetch("/communication-beacon?submitted=1")).text();
    expect(html).toContain("Signal Received");
    expect(html).toContain("within 24 hours");
    expect(html).toContain("operations@celestial.example");
  });

  test("the team is told about a nomination without echoing what was typed", async () => {
    await post("/rising-star-nomination", {
      ...cases[5]?.valid,
      nomineeName: "Unique Nominee Name 42",
    });
    const mail = await latestMailTo(app.services.db, "operations@celestial.example");
    expect(mail?.subject).toBe("New Rising Star nomination");
    expect(mail?.text).not.toContain("Unique Nominee Name 42");
    const [row] = await rowsWhere(app, risingStarNominations, {
      nomineeName: "Unique Nominee Name 42",
    });
    expect(row?.submittedAt.toISOString()).toBe("2026-11-20T10:00:00.000Z");
  });

  describe("the nomination JSON endpoint", () => {
    const endpoint = "/api/functions/send-rising-star-nomination";
    const send = (body: string, contentType = "application/json", address = freshAddress()) =>
      app.fetch(endpoint, {
        method: "POST",
        headers: { "content-type": contentType, origin: app.url, "x-forwarded-for": address },
        body,
      });

    test("accepts the page's fields as JSON", async () => {
      const response = await send(JSON.stringify(cases[5]?.valid));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
    });

    test("answers bad input with 4xx { error }, never 5xx", async () => {
      const bodies: [string, string?][] = [
        ["{}"],
        ["not json"],
        ["[1,2]"],
        ["null"],
        [JSON.stringify({ ...cases[5]?.valid, category: "Best Vibes" })],
        [JSON.stringify({ ...cases[5]?.valid, nomineeName: 42 })],
        [JSON.stringify({ ...cases[5]?.valid, why: "x".repeat(6000) })],
        [JSON.stringify(cases[5]?.valid), "text/plain"],
      ];
      for (const [body, type] of bodies) {
        const response = await send(body, type);
        expect(response.status, body.slice(0, 40)).toBeGreaterThanOrEqual(400);
        expect(response.status, body.slice(0, 40)).toBeLessThan(500);
        expect(typeof (await response.json()).error).toBe("string");
      }
    });
  });
});
