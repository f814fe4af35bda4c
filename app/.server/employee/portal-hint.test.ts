import { describe, expect, test } from "vitest";
import { DEMO_EMPLOYEE_PASSWORD, parseConfig } from "#app/.server/config.ts";
import { employeePortalHint } from "./portal-hint.ts";

describe("the employee sign-in hint", () => {
  test("development with the demo data shows an example address and the demo password", () => {
    expect(employeePortalHint(parseConfig({ NODE_ENV: "development" }))).toEqual({
      kind: "demo",
      email: "jordan.lee@celestial.example",
      password: DEMO_EMPLOYEE_PASSWORD,
    });
  });

  test("production never carries a password, the install's own demo one included", () => {
    const config = parseConfig({ NODE_ENV: "production" });
    const started = { ...config, employee: { ...config.employee, password: "install-own-pass" } };
    expect(employeePortalHint(started)).toEqual({ kind: "administrator" });
    const configured = parseConfig({ NODE_ENV: "production", EMPLOYEE_PASSWORD: "x".repeat(16) });
    expect(employeePortalHint(configured)).toEqual({ kind: "administrator" });
  });

  test("a configured password is never shown, in development either", () => {
    const config = parseConfig({ NODE_ENV: "development", EMPLOYEE_PASSWORD: "x".repeat(16) });
    expect(employeePortalHint(config)).toEqual({ kind: "administrator" });
  });

  test("nothing while sign-in is disabled", () => {
    expect(employeePortalHint(parseConfig({ SEED_DEMO: "false" }))).toBeNull();
  });
});
