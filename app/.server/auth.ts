import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { clearAccountFailures } from "#app/.server/account/login-attempts.ts";
import { recoveryCodeStore } from "#app/.server/account/recovery-codes.ts";
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
import { CLIENT_IP_HEADER } from "#app/.server/web/client-address.ts";
import type { ChromeUser } from "#app/lib/chrome-user.ts";

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
