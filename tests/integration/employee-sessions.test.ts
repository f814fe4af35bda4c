import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { employeeSessions } from "#app/.server/db/security-schema.ts";
import { createEmployeeSession } from "#app/.server/web/employee-session.ts";
import { engines } from "#tests/support/database.ts";
import {
  STAFF_PASSWORD as PASSWORD,
  PORTAL,
  useEmployeePortal,
} from "#tests/support/employee-portal.ts";
import { pageHtml } from "#tests/support/html.ts";
import { postForm } from "#tests/support/sign-in.ts";

const EMAIL = "jordan.lee@celestial.example";

describe.each(engines)("employee sessions on %s", (engine) => {
  const { app, ...portal } = useEmployeePortal(engine);
  const signIn = (password: string, address: string) => portal.signIn(EMAIL, password, address);
  const employeeCookie = (address: string) => portal.employeeCookie(EMAIL, address);
  const signedIn = async (cookie: string) => {
    const html = await pageHtml(app, PORTAL, cookie);
    return !html.includes("Employee Access Only");
  };
  const sessionRows = () => app.services.db.select().from(employeeSessions);

  test("the cookie carries only a random token; the server keeps the session", async () => {
    const before = (await sessionRows()).length;
    const cookie = await employeeCookie("198.51.100.60");
    const value = decodeURIComponent(cookie.split("=").slice(1).join("="));
    const payload = Buffer.from(value.split(".")[0] ?? "", "base64").toString();
    expect(payload).not.toContain("jordan");
    expect(payload).not.toContain("@");
    const rows = await sessionRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.some((row) => row.email === EMAIL && !payload.includes(row.tokenHash))).toBe(true);
    expect(await signedIn(cookie)).toBe(true);
  });

  test("the cookie is Secure when the site is served over https", async () => {
    const https = {
      ...app.services,
      config: { ...app.services.config, publicUrl: "https://celestial.example" },
    };
    expect(await createEmployeeSession(https, EMAIL)).toContain("Secure");
    expect(await createEmployeeSession(app.services, EMAIL)).not.toContain("Secure");
  });

  test("sign-out ends the session on the server: a kept copy of the cookie is worthless", async () => {
    const cookie = await employeeCookie("198.51.100.61");
    const out = await postForm(app, PORTAL, { intent: "sign-out" }, { cookie });
    expect(out.status).toBe(302);
    expect(await signedIn(cookie)).toBe(false);
  });

  test("a new EMPLOYEE_PASSWORD ends every session opened with the old one", async () => {
    const cookie = await employeeCookie("198.51.100.62");
    const { employee } = app.services.config;
    employee.password = "a-brand-new-staff-password";
    try {
      const response = await app.fetch(PORTAL, { headers: { cookie } });
      expect(await response.text()).toContain("Employee Access Only");
      expect(response.headers.get("set-cookie")).toContain("Max-Age=0");
    } finally {
      employee.password = PASSWORD;
    }
    // Changing it back does not revive them.
    expect(await signedIn(cookie)).toBe(false);
  });

  test("a session ends when sign-in is disabled or the company domain changes", async () => {
    const { employee } = app.services.config;
    const first = await employeeCookie("198.51.100.66");
    employee.password = undefined;
    try {
      expect(await signedIn(first)).toBe(false);
    } finally {
      employee.password = PASSWORD;
    }
    const second = await employeeCookie("198.51.100.66");
    employee.emailDomain = "other.example";
    try {
      expect(await signedIn(second)).toBe(false);
    } finally {
      employee.emailDomain = "celestial.example";
    }
  });

  test("a session past its eight hours ends on the server, whatever the cookie says", async () => {
    const cookie = await employeeCookie("198.51.100.63");
    expect(await signedIn(cookie)).toBe(true);
    await app.services.db
      .update(employeeSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(employeeSessions.email, EMAIL));
    expect(await signedIn(cookie)).toBe(false);
  });

  test("only failed sign-ins count toward the limit of 10 per address", async () => {
    const address = "198.51.100.64";
    for (let count = 0; count < 12; count += 1) {
      expect((await signIn(PASSWORD, address)).status).toBe(302);
    }
    for (let count = 0; count < 10; count += 1) {
      expect((await signIn("wrong-password-123", address)).status).toBe(401);
    }
    expect((await signIn(PASSWORD, address)).status).toBe(429);
  });

  test("twenty wrong passwords sent at once get no more than ten through", async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => signIn("wrong-password-123", "198.51.100.65")),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });
});
