import type { Config } from "#app/.server/config.ts";

/** An example address for the demo hint; any name on the company domain works. */
const DEMO_LOCAL_PART = "jordan.lee";

/**
 * What the sign-in form says about credentials: the demo values where the published demo password
 * is in use (development and tests), otherwise only where the password comes from, so a password
 * never reaches a browser in production. Nothing while sign-in is disabled.
 */
export type EmployeePortalHint =
  | { kind: "demo"; email: string; password: string }
  | { kind: "administrator" }
  | null;

export function employeePortalHint(config: Pick<Config, "env" | "employee">): EmployeePortalHint {
  const { employee } = config;
  if (employee.password === undefined) return null;
  if (employee.passwordIsDemo && config.env !== "production") {
    return {
      kind: "demo",
      email: `${DEMO_LOCAL_PART}@${employee.emailDomain}`,
      password: employee.password,
    };
  }
  return { kind: "administrator" };
}
