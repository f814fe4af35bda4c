import { describe, expect, test } from "vitest";
import { parseConfig } from "#app/.server/config.ts";
import {
  checkEmployeeCredentials,
  EMPLOYEE_SIGN_IN_DISABLED,
  employeePasswordMatches,
  INVALID_EMPLOYEE_CREDENTIALS,
  isCompanyEmail,
} from "./sign-in.ts";

const PASSWORD = "a-shared-staff-password";
const employee = { emailDomain: "celestial.example", password: PASSWORD, passwordIsDemo: false };

describe("isCompanyEmail", () => {
  test("accepts the company domain in any letter case", () => {
    expect(isCompanyEmail("jordan.lee@celestial.example", "celestial.example")).toBe(true);
    expect(isCompanyEmail("Jordan.Lee@CELESTIAL.Example", "celestial.example")).toBe(true);
    expect(isCompanyEmail("jordan.lee@celestial.example", "Celestial.EXAMPLE")).toBe(true);
  });

  test("refuses other domains, look-alikes and malformed addresses", () => {
    for (const email of [
      "jordan.lee@example.com",
      "jordan.lee@evil-celestial.example",
      "jordan.lee@celestial.example.evil.test",
      "jordan@lee@celestial.example",
      "@celestial.example",
      "celestial.example",
    ]) {
      expect(isCompanyEmail(email, "celestial.example"), email).toBe(false);
    }
  });
});

describe("employeePasswordMatches", () => {
  test("matches only the exact password, whatever the lengths", () => {
    expect(employeePasswordMatches(PASSWORD, PASSWORD)).toBe(true);
    expect(employeePasswordMatches(`${PASSWORD} `, PASSWORD)).toBe(false);
    expect(employeePasswordMatches(PASSWORD.toUpperCase(), PASSWORD)).toBe(false);
    expect(employeePasswordMatches("x", PASSWORD)).toBe(false);
    expect(employeePasswordMatches("", PASSWORD)).toBe(false);
  });
});

describe("checkEmployeeCredentials", () => {
  test("a company address with the shared password signs in with the derived profile", () => {
    const result = checkEmployeeCredentials(employee, {
      email: "Jordan.Lee@Celestial.Example",
      password: PASSWORD,
    });
    expect(result).toMatchObject({
      ok: true,
      profile: { email: "jordan.lee@celestial.example", firstName: "Jordan", lastName: "Lee" },
    });
  });

  test("a wrong password and a wrong domain get the same answer", () => {
    const wrongPassword = checkEmployeeCredentials(employee, {
      email: "jordan.lee@celestial.example",
      password: "not-the-password",
    });
    const wrongDomain = checkEmployeeCredentials(employee, {
      email: "jordan.lee@example.com",
      password: PASSWORD,
    });
    const expected = { ok: false, reason: "invalid", error: INVALID_EMPLOYEE_CREDENTIALS };
    expect(wrongPassword).toEqual(expected);
    expect(wrongDomain).toEqual(expected);
    expect(INVALID_EMPLOYEE_CREDENTIALS).toBe("Invalid employee credentials");
  });

  test("with no password configured, sign-in is disabled for every attempt", () => {
    const disabled = { ...employee, password: undefined };
    for (const password of ["", PASSWORD, "anything"]) {
      expect(
        checkEmployeeCredentials(disabled, { email: "jordan.lee@celestial.example", password }),
      ).toEqual({ ok: false, reason: "disabled", error: EMPLOYEE_SIGN_IN_DISABLED });
    }
  });

  test("the configuration disables sign-in without demo data and no password", () => {
    const config = parseConfig({ SEED_DEMO: "false" });
    expect(config.employee.password).toBeUndefined();
    expect(
      checkEmployeeCredentials(config.employee, {
        email: "jordan.lee@celestial.example",
        password: "celestial-staff-2026",
      }),
    ).toMatchObject({ ok: false, reason: "disabled" });
  });
});
