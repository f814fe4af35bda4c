import { createHash, timingSafeEqual } from "node:crypto";
import type { Config } from "#app/.server/config.ts";
import { deriveEmployeeProfile, type EmployeeProfile } from "./profile.ts";

export const INVALID_EMPLOYEE_CREDENTIALS = "Invalid employee credentials";
export const EMPLOYEE_SIGN_IN_DISABLED =
  "Employee sign-in is disabled because no employee password has been configured for this site. Please contact your administrator.";

export type EmployeeSignInResult =
  | { ok: true; profile: EmployeeProfile }
  | { ok: false; reason: "disabled" | "invalid"; error: string };

/** True when the address is exactly one local part at the company domain, in any letter case. */
export function isCompanyEmail(email: string, emailDomain: string): boolean {
  const normalised = email.trim().toLowerCase();
  const at = normalised.indexOf("@");
  if (at <= 0 || at !== normalised.lastIndexOf("@")) return false;
  return normalised.slice(at + 1) === emailDomain.toLowerCase();
}

/**
 * Compares digests rather than the strings: timingSafeEqual needs equal lengths, and hashing first
 * keeps the comparison's duration from telling an attacker how long the real password is.
 */
export function employeePasswordMatches(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The company domain and the one shared password, both checked here on the server, never in the
 * browser, where anyone could read or skip the check. The
 * same answer covers a wrong domain and a wrong password, so neither can be probed on its own.
 */
export function checkEmployeeCredentials(
  employee: Config["employee"],
  input: { email: string; password: string },
): EmployeeSignInResult {
  if (employee.password === undefined) {
    return { ok: false, reason: "disabled", error: EMPLOYEE_SIGN_IN_DISABLED };
  }
  const passwordOk = employeePasswordMatches(input.password, employee.password);
  const domainOk = isCompanyEmail(input.email, employee.emailDomain);
  if (!passwordOk || !domainOk) {
    return { ok: false, reason: "invalid", error: INVALID_EMPLOYEE_CREDENTIALS };
  }
  return { ok: true, profile: deriveEmployeeProfile(input.email, employee.emailDomain) };
}
