import { createCookie } from "react-router";
import { z } from "zod";
import type { AppServices } from "#app/.server/services.ts";
import { deriveEmployeeProfile, type EmployeeProfile } from "./profile.ts";
import { isCompanyEmail } from "./sign-in.ts";

export const EMPLOYEE_SESSION_SECONDS = 8 * 60 * 60;

type SessionServices = Pick<AppServices, "config" | "sessionSecret">;

/**
 * The path is "/", not "/employee-portal": with JavaScript on, React Router fetches the page's
 * data and posts its forms to "/employee-portal.data", which a cookie scoped to
 * "/employee-portal" would not be sent to.
 */
function employeeSessionCookie(services: SessionServices) {
  return createCookie("employee_session", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: services.config.publicUrl.startsWith("https:"),
    secrets: [services.sessionSecret],
    maxAge: EMPLOYEE_SESSION_SECONDS,
  });
}

/**
 * The e-mail and when the session began; never the password or the profile. The start time lets
 * the server end a session after 8 hours even if a copied cookie value is replayed, since the
 * browser's Max-Age alone binds only honest browsers.
 */
const SessionValueSchema = z.object({
  email: z.string().min(3).max(254),
  issuedAt: z.number().int().nonnegative(),
});

export async function createEmployeeSession(
  services: SessionServices,
  email: string,
  now: Date = new Date(),
): Promise<string> {
  return employeeSessionCookie(services).serialize({
    email: email.trim().toLowerCase(),
    issuedAt: now.getTime(),
  });
}

export async function clearEmployeeSession(services: SessionServices): Promise<string> {
  return employeeSessionCookie(services).serialize("", { maxAge: 0 });
}

export type EmployeeSessionState = {
  profile: EmployeeProfile | null;
  /** A cookie was sent but cannot be used (bad signature, expired, sign-in since disabled). */
  stale: boolean;
};

/**
 * The signed-in employee, re-derived from the e-mail on every request so that a change of company
 * domain or the removal of the shared password takes effect at once.
 */
export async function readEmployeeSession(
  request: Request,
  services: SessionServices,
  now: Date = new Date(),
): Promise<EmployeeSessionState> {
  const header = request.headers.get("cookie");
  if (!header || !/(?:^|;\s*)employee_session=/.test(header))
    return { profile: null, stale: false };
  const raw = await employeeSessionCookie(services).parse(header);
  const parsed = SessionValueSchema.safeParse(raw);
  if (!parsed.success) return { profile: null, stale: true };
  const { email, issuedAt } = parsed.data;
  const age = now.getTime() - issuedAt;
  const { employee } = services.config;
  const usable =
    employee.password !== undefined &&
    age >= -60_000 &&
    age < EMPLOYEE_SESSION_SECONDS * 1000 &&
    isCompanyEmail(email, employee.emailDomain);
  if (!usable) return { profile: null, stale: true };
  return { profile: deriveEmployeeProfile(email, employee.emailDomain), stale: false };
}
