import { getSessionCookie } from "better-auth/cookies";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { data, redirect } from "react-router";
import { isAdmin } from "#app/.server/account/roles.ts";
import type { Auth, SessionUser } from "#app/.server/auth.ts";
import type { Database } from "#app/.server/db/client.ts";
import { users } from "#app/.server/db/schema.ts";
import { getSiteSettings, type SettingsConfig } from "#app/.server/settings.ts";
import { oncePerRequest } from "#app/.server/web/request-memo.ts";

/**
 * The services a sign-in check needs, named here rather than taken from `AppServices`, which lists
 * `Auth` itself: the two modules would otherwise import each other.
 */
type SessionServices = { auth: Auth; db: Database; logger: Logger; config: SettingsConfig };

/**
 * The signed-in user of this request. Read once per request (the root and the page both ask), and
 * not at all without a session cookie: better-auth would find no session either.
 */
export function getSessionUser(
  request: Request,
  services: SessionServices,
): Promise<SessionUser | null> {
  const token = getSessionCookie(request.headers);
  if (!token) return Promise.resolve(null);
  return oncePerRequest("session-user", () => readSessionUser(request, services));
}

async function readSessionUser(
  request: Request,
  services: SessionServices,
): Promise<SessionUser | null> {
  const session = await services.auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const { user } = session;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    avatarUrl: user.image ?? null,
  };
}

function authRedirect(request: Request): Response {
  const url = new URL(request.url);
  const redirectTo = `${url.pathname}${url.search}`;
  return redirect(`/auth?redirectTo=${encodeURIComponent(redirectTo)}`);
}

/** The signed-in user, or a redirect to /auth that brings the visitor back afterwards. */
export async function requireUser(
  request: Request,
  services: SessionServices,
): Promise<SessionUser> {
  const user = await getSessionUser(request, services);
  if (!user) throw authRedirect(request);
  return user;
}

/** The signed-in admin; the flag is read from the database on every call, never from the session. */
export async function requireAdmin(
  request: Request,
  services: SessionServices,
): Promise<SessionUser> {
  const user = await requireUser(request, services);
  let admin: boolean;
  try {
    admin = await isAdmin(services.db, user.id);
  } catch (error) {
    // A failed check refuses the area without an error page: the visitor goes to the dashboard.
    services.logger.error({ err: error }, "admin check failed");
    throw redirect("/dashboard");
  }
  if (!admin) {
    throw data({ message: "You don't have permission to access this area." }, { status: 403 });
  }
  if (await mustSetUpTwoFactor(services, user.id)) throw redirect(TWO_FACTOR_SETUP_FOR_ADMINS);
  return user;
}

/** Where an admin without a second factor goes while the site requires one for admins. */
export const TWO_FACTOR_SETUP_FOR_ADMINS = "/profile/two-factor?required=admin";

/** Whether this admin must set up two-factor sign-in before an admin page opens. */
export async function mustSetUpTwoFactor(
  services: SessionServices,
  userId: string,
): Promise<boolean> {
  const { requireAdminTwoFactor } = await getSiteSettings(services.db, services.config);
  if (!requireAdminTwoFactor) return false;
  const [row] = await services.db
    .select({ enabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return !row?.enabled;
}
