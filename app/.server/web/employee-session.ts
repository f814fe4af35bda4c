import { createHash, createHmac, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { employeeSessions } from "#app/.server/db/security-schema.ts";
import { deriveEmployeeProfile, type EmployeeProfile } from "#app/.server/employee/profile.ts";
import { isCompanyEmail } from "#app/.server/employee/sign-in.ts";
import type { AppServices } from "#app/.server/services.ts";
import { signedCookie } from "#app/.server/web/signed-cookie.ts";

const EMPLOYEE_SESSION_SECONDS = 8 * 60 * 60;

type SessionServices = Pick<AppServices, "config" | "sessionSecret" | "db">;

/**
 * The path is "/", not "/employee-portal": with JavaScript on, React Router fetches the page's
 * data and posts its forms to "/employee-portal.data", which a cookie scoped to
 * "/employee-portal" would not be sent to.
 */
function employeeSessionCookie(services: SessionServices) {
  return signedCookie("employee_session", services, { maxAge: EMPLOYEE_SESSION_SECONDS });
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A keyed hash of the shared password a session was opened with: when the operator changes
 * EMPLOYEE_PASSWORD, every session opened with the old one stops matching and ends. Keyed with the
 * site's secret so the stored value says nothing about the password itself.
 */
function passwordFingerprint(services: SessionServices, password: string): string {
  return createHmac("sha256", services.sessionSecret)
    .update(`employee-password:${password}`)
    .digest("hex");
}

/**
 * Opens a session on the server and answers the cookie that names it. The cookie carries only a
 * random token; the row keeps its hash, the e-mail and when it ends.
 */
export async function createEmployeeSession(
  services: SessionServices,
  email: string,
  now: Date = new Date(),
): Promise<string> {
  const { password } = services.config.employee;
  if (password === undefined) throw new Error("employee sign-in is disabled");
  const token = randomBytes(32).toString("base64url");
  // Expired sessions are of no use to anyone; each new one sweeps them away.
  await services.db.delete(employeeSessions).where(lt(employeeSessions.expiresAt, now));
  await services.db.insert(employeeSessions).values({
    tokenHash: hashToken(token),
    email: email.trim().toLowerCase(),
    passwordFingerprint: passwordFingerprint(services, password),
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMPLOYEE_SESSION_SECONDS * 1000),
  });
  return employeeSessionCookie(services).serialize(token);
}

async function tokenOf(request: Request, services: SessionServices): Promise<string | null> {
  const header = request.headers.get("cookie");
  if (!header || !/(?:^|;\s*)employee_session=/.test(header)) return null;
  const token: unknown = await employeeSessionCookie(services).parse(header);
  return typeof token === "string" && token.length > 0 ? token : "";
}

/** Sign-out: the session ends on the server, so a copy of the cookie is worth nothing after. */
export async function endEmployeeSession(
  request: Request,
  services: SessionServices,
): Promise<string> {
  const token = await tokenOf(request, services);
  if (token) {
    await services.db
      .delete(employeeSessions)
      .where(eq(employeeSessions.tokenHash, hashToken(token)));
  }
  return employeeSessionCookie(services).serialize("", { maxAge: 0 });
}

export type EmployeeSessionState = {
  profile: EmployeeProfile | null;
  /** A cookie was sent but names no usable session (bad signature, ended, expired, disabled). */
  stale: boolean;
};

/**
 * The signed-in employee, re-derived from the session's e-mail on every request so that a change
 * of company domain, of the shared password or its removal takes effect at once.
 */
export async function readEmployeeSession(
  request: Request,
  services: SessionServices,
  now: Date = new Date(),
): Promise<EmployeeSessionState> {
  const token = await tokenOf(request, services);
  if (token === null) return { profile: null, stale: false };
  if (!token) return { profile: null, stale: true };
  const [session] = await services.db
    .select()
    .from(employeeSessions)
    .where(eq(employeeSessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!session) return { profile: null, stale: true };
  const { employee } = services.config;
  const usable =
    employee.password !== undefined &&
    session.passwordFingerprint === passwordFingerprint(services, employee.password) &&
    session.expiresAt > now &&
    isCompanyEmail(session.email, employee.emailDomain);
  if (!usable) {
    await services.db.delete(employeeSessions).where(eq(employeeSessions.id, session.id));
    return { profile: null, stale: true };
  }
  return { profile: deriveEmployeeProfile(session.email, employee.emailDomain), stale: false };
}

/** Clears the cookie of a session that no longer reads as one; the server holds nothing for it. */
export async function clearEmployeeSession(services: SessionServices): Promise<string> {
  return employeeSessionCookie(services).serialize("", { maxAge: 0 });
}
