import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { getSessionCookie } from "better-auth/cookies";
import { twoFactor } from "better-auth/plugins/two-factor";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { data, redirect } from "react-router";
import { clearAccountFailures } from "#app/.server/account/login-attempts.ts";
import { recoveryCodeStore } from "#app/.server/account/recovery-codes.ts";
import { isAdmin } from "#app/.server/account/roles.ts";
import type { Config } from "#app/.server/config.ts";
import type { Database } from "#app/.server/db/client.ts";
import {
  accounts,
  profiles,
  sessions,
  twoFactors,
  users,
  verifications,
} from "#app/.server/db/schema.ts";
import type { Mailer } from "#app/.server/mail/send.ts";
import { resetPasswordMail, verifyEmailMail } from "#app/.server/mail/templates.ts";
import { oncePerRequest } from "#app/.server/request-memo.ts";
import { getSiteSettings, type SettingsConfig } from "#app/.server/settings.ts";
import type { ChromeUser } from "#app/lib/chrome-user.ts";

/** Express copies the client address it trusts into this header; better-auth reads only it. */
export const CLIENT_IP_HEADER = "x-celestial-client-ip";

const ONE_HOUR = 60 * 60;

export function createAuth(options: {
  config: Config;
  db: Database;
  mailer: Mailer;
  secret: string;
  logger: Logger;
}) {
  const { config, db, mailer, secret, logger } = options;
  return betterAuth({
    appName: config.siteName,
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [config.publicUrl],
    telemetry: { enabled: false },
    // Into the site's structured log, where the level, the redaction and LOG_LEVEL apply.
    logger: {
      log: (level, message, ...args) =>
        logger[level]({ err: args.find((arg) => arg instanceof Error) }, `better-auth: ${message}`),
    },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    user: {
      additionalFields: {
        firstName: { type: "string", required: false },
        lastName: { type: "string", required: false },
      },
    },
    // Sign-in, sign-up, password changes and two-factor go through the site's own actions
    // (app/.server/account), which add throttling, the login record and the role rules; the raw
    // endpoints stay closed.
    disabledPaths: [
      "/sign-in/email",
      "/sign-up/email",
      "/request-password-reset",
      "/reset-password",
      "/change-password",
      "/update-user",
      "/change-email",
      "/delete-user",
      "/two-factor/enable",
      "/two-factor/disable",
      "/two-factor/get-totp-uri",
      "/two-factor/verify-totp",
      "/two-factor/send-otp",
      "/two-factor/verify-otp",
      "/two-factor/verify-backup-code",
      "/two-factor/generate-backup-codes",
    ],
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: ONE_HOUR,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(resetPasswordMail({ to: user.email, url, siteName: config.siteName }));
      },
      // Whoever can reset the password owns the account: its sign-in locks go with the old one.
      onPasswordReset: async ({ user }) => {
        await clearAccountFailures(db, user.email);
      },
    },
    emailVerification: {
      sendOnSignIn: true,
      expiresIn: ONE_HOUR,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verifyEmailMail({ to: user.email, url, siteName: config.siteName }));
      },
      afterEmailVerification: async (user) => {
        await db.update(profiles).set({ isEmailVerified: true }).where(eq(profiles.id, user.id));
      },
    },
    // Set up, checked and turned off through the site's own actions
    // (app/.server/account/two-factor.ts), under the sign-in throttle; its endpoints are closed
    // above like the others.
    plugins: [
      twoFactor({
        issuer: config.siteName,
        backupCodeOptions: { storeBackupCodes: recoveryCodeStore },
        // Ten minutes to enter the code after the password; five tries per sign-in, and ten
        // failures in a row lock the second step for a quarter of an hour.
        twoFactorCookieMaxAge: 600,
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 900 },
      }),
    ],
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      // Refreshed on activity: a session used within a day of its last refresh is extended.
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

export type SessionUser = ChromeUser;

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
