import { describe, expect, test } from "vitest";
import { parseConfig } from "#app/.server/config.ts";
import {
  clearEmployeeSession,
  createEmployeeSession,
  EMPLOYEE_SESSION_SECONDS,
  readEmployeeSession,
} from "./portal-session.ts";

const services = {
  config: parseConfig({ EMPLOYEE_PASSWORD: "a-shared-staff-password", SEED_DEMO: "false" }),
  sessionSecret: "unit-test-secret-that-is-long-enough-to-sign",
};

const requestWith = (setCookie: string) =>
  new Request("http://localhost/employee-portal", {
    headers: { cookie: setCookie.split(";")[0] ?? "" },
  });

describe("the employee session cookie", () => {
  test("is signed, HttpOnly, SameSite=Lax, lasts 8 hours and holds no password", async () => {
    const header = await createEmployeeSession(services, "Jordan.Lee@celestial.example");
    expect(header).toMatch(/^employee_session=/);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain(`Max-Age=${EMPLOYEE_SESSION_SECONDS}`);
    expect(header).not.toContain("Secure");
    const value = decodeURIComponent(header.split(";")[0]?.split("=").slice(1).join("=") ?? "");
    expect(value).not.toContain("a-shared-staff-password");
  });

  test("is Secure when the site is served over https", async () => {
    const https = {
      ...services,
      config: { ...services.config, publicUrl: "https://celestial.example" },
    };
    expect(await createEmployeeSession(https, "jordan.lee@celestial.example")).toContain("Secure");
  });

  test("reads back as the profile derived from the e-mail", async () => {
    const header = await createEmployeeSession(services, "jordan.lee@celestial.example");
    const session = await readEmployeeSession(requestWith(header), services);
    expect(session.stale).toBe(false);
    expect(session.profile).toMatchObject({ firstName: "Jordan", lastName: "Lee" });
  });

  test("no cookie is no session and nothing to clear", async () => {
    expect(await readEmployeeSession(new Request("http://localhost/"), services)).toEqual({
      profile: null,
      stale: false,
    });
  });

  test("a cookie signed with another secret is ignored", async () => {
    const forged = await createEmployeeSession(
      { ...services, sessionSecret: "some-other-secret-an-attacker-guessed" },
      "boss.manager@celestial.example",
    );
    expect(await readEmployeeSession(requestWith(forged), services)).toEqual({
      profile: null,
      stale: true,
    });
  });

  test("the server ends the session after 8 hours even if the cookie is replayed", async () => {
    const start = new Date("2030-01-01T08:00:00Z");
    const header = await createEmployeeSession(services, "jordan.lee@celestial.example", start);
    const later = (hours: number) => new Date(start.getTime() + hours * 3600_000);
    expect((await readEmployeeSession(requestWith(header), services, later(7.9))).profile).not.toBe(
      null,
    );
    expect(await readEmployeeSession(requestWith(header), services, later(8))).toEqual({
      profile: null,
      stale: true,
    });
  });

  test("a session stops working once sign-in is disabled or the domain changes", async () => {
    const header = await createEmployeeSession(services, "jordan.lee@celestial.example");
    const disabled = {
      ...services,
      config: {
        ...services.config,
        employee: { ...services.config.employee, password: undefined },
      },
    };
    expect((await readEmployeeSession(requestWith(header), disabled)).profile).toBeNull();
    const moved = {
      ...services,
      config: {
        ...services.config,
        employee: { ...services.config.employee, emailDomain: "other.example" },
      },
    };
    expect((await readEmployeeSession(requestWith(header), moved)).profile).toBeNull();
  });

  test("clearing expires the cookie at once", async () => {
    expect(await clearEmployeeSession(services)).toContain("Max-Age=0");
  });
});
