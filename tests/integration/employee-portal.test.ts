import { describe, expect, test } from "vitest";
import { employeeMeetingRequests } from "#app/.server/db/schema.ts";
import { EMPLOYEE_SIGN_IN_DISABLED } from "#app/.server/employee/sign-in.ts";
import { engines } from "#tests/support/database.ts";
import {
  cookiesOf,
  employeeSetCookie,
  STAFF_PASSWORD as PASSWORD,
  PORTAL,
  useEmployeePortal,
} from "#tests/support/employee-portal.ts";
import { pageHtml } from "#tests/support/html.ts";
import { rowsWhere } from "#tests/support/rows.ts";
import { postForm } from "#tests/support/sign-in.ts";
import { startTestApp } from "#tests/support/test-app.ts";

describe.each(engines)("the employee portal on %s", (engine) => {
  const { app, signIn, employeeCookie, page, requestMeeting } = useEmployeePortal(engine);

  test("anonymous visitors get the sign-in form, without the demo hint on a configured site", async () => {
    const html = await pageHtml(app, PORTAL);
    expect(html).toContain("Employee Access Only");
    expect(html).toContain("<title>Employee Portal — Celestial Collective</title>");
    expect(html).toContain("Company email");
    expect(html).not.toContain("Demo access");
    expect(html).not.toContain(PASSWORD);
  });

  test("good credentials set a signed, HttpOnly cookie and the dashboard shows the employee", async () => {
    const response = await signIn("Jordan.Lee@Celestial.Example", PASSWORD, "198.51.100.1");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(PORTAL);
    const setCookie = employeeSetCookie(response) ?? "";
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Max-Age=28800");
    expect(setCookie).toContain("Path=/");
    // Signed: the value carries a signature after the payload, and never the password.
    const value = decodeURIComponent(setCookie.split(";")[0]?.split("=").slice(1).join("=") ?? "");
    expect(value).toMatch(/^[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
    expect(Buffer.from(value.split(".")[0] ?? "", "base64").toString()).not.toContain(PASSWORD);

    // With the toast cookie too, the next page shows the welcome.
    const html = await page(cookiesOf(response));
    expect(html).toContain("Welcome to the Employee Portal, Jordan!");
    expect(html).toContain("Jordan Lee");
    expect(html).toContain("jordan.lee@celestial.example");
    expect(html).toContain("Engineering");
    expect(html).toContain("Software Developer");
    expect(html).toContain("Schedule with a manager");
    expect(html).not.toContain("Employee Access Only");
    // Not a manager: no badge, no incoming requests.
    expect(html).not.toContain("Meeting requests");
  });

  test("a wrong domain or a wrong password is refused with no cookie and no echoed password", async () => {
    const attempts = [
      { email: "jordan.lee@example.com", password: PASSWORD },
      { email: "jordan.lee@celestial.example", password: "wrong-password-123" },
      { email: "jordan.lee@celestial.example.evil.test", password: PASSWORD },
    ];
    for (const attempt of attempts) {
      const response = await signIn(attempt.email, attempt.password, "198.51.100.2");
      expect(response.status).toBe(401);
      expect(employeeSetCookie(response)).toBeUndefined();
      const html = await response.text();
      expect(html).toContain("Invalid employee credentials");
      expect(html).not.toContain(attempt.password);
    }
  });

  test("missing fields get their own messages with status 400", async () => {
    const response = await postForm(
      app,
      PORTAL,
      { intent: "sign-in", email: "", password: "" },
      { headers: { "x-forwarded-for": "198.51.100.3" } },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please enter your email address");
    expect(html).toContain("Please enter the employee password");
  });

  test("a tampered cookie is ignored and cleared", async () => {
    const cookie = await employeeCookie("jordan.lee@celestial.example", "198.51.100.4");
    const [name, encoded = ""] = cookie.split("=");
    const [, signature] = decodeURIComponent(encoded).split(".");
    const forgedPayload = Buffer.from(
      JSON.stringify({ email: "boss.manager@celestial.example", issuedAt: Date.now() }),
    ).toString("base64");
    const forged = `${name}=${encodeURIComponent(`${forgedPayload}.${signature}`)}`;

    const response = await app.fetch(PORTAL, { headers: { cookie: forged } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Employee Access Only");
    expect(html).not.toContain("boss.manager@celestial.example");
    expect(employeeSetCookie(response)).toContain("Max-Age=0");

    const meeting = await requestMeeting("avery-stone", forged);
    expect(meeting.status).toBe(302);
    const rows = await rowsWhere(app, employeeMeetingRequests, {
      employeeEmail: "boss.manager@celestial.example",
    });
    expect(rows).toEqual([]);
  });

  test("the sign-in attempts are limited to 10 per address: the 11th gets 429", async () => {
    const address = "198.51.100.5";
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await signIn("jordan.lee@celestial.example", "wrong-password-123", address);
      expect(response.status).toBe(401);
    }
    const limited = await signIn("jordan.lee@celestial.example", PASSWORD, address);
    expect(limited.status).toBe(429);
    expect(employeeSetCookie(limited)).toBeUndefined();
    expect(await limited.text()).toMatch(/Too many sign-in attempts\. Please wait \d+ minutes?/);
    // Another address is not affected.
    expect((await signIn("jordan.lee@celestial.example", PASSWORD, "198.51.100.6")).status).toBe(
      302,
    );
  });
});

describe.each(engines)("the employee portal's configuration on %s", (engine) => {
  test("with no password and no demo data, sign-in is disabled", async () => {
    const app = await startTestApp(engine, { SEED_DEMO: "false" });
    try {
      const html = await (await app.fetch(PORTAL)).text();
      expect(html).toContain("Employee Access Only");
      expect(html).toContain(EMPLOYEE_SIGN_IN_DISABLED);
      expect(html).not.toContain("Demo access");

      const response = await postForm(app, PORTAL, {
        intent: "sign-in",
        email: "jordan.lee@celestial.example",
        password: "celestial-staff-2026",
      });
      expect(response.status).toBe(403);
      expect(employeeSetCookie(response)).toBeUndefined();
      expect(await response.text()).toContain(EMPLOYEE_SIGN_IN_DISABLED);
    } finally {
      await app.close();
    }
  });

  test("a configured company domain replaces the default one", async () => {
    const app = await startTestApp(engine, {
      EMPLOYEE_PASSWORD: PASSWORD,
      EMPLOYEE_EMAIL_DOMAIN: "Staff.Example",
    });
    try {
      const wrong = await postForm(app, PORTAL, {
        intent: "sign-in",
        email: "jordan.lee@celestial.example",
        password: PASSWORD,
      });
      expect(wrong.status).toBe(401);
      const right = await postForm(app, PORTAL, {
        intent: "sign-in",
        email: "jordan.lee@staff.example",
        password: PASSWORD,
      });
      expect(right.status).toBe(302);
    } finally {
      await app.close();
    }
  });
});
