import { eq } from "drizzle-orm";
import { twoFactors, users, verifications } from "#app/.server/db/schema.ts";
import type { AppServices } from "#app/.server/services.ts";
import { beginLoginAttempt, finishLoginAttempt } from "./login-attempts.ts";
import { recoveryCodeDigest, recoveryCodesLeft } from "./recovery-codes.ts";
import { lockedMessage, recordSignIn } from "./sign-in.ts";

export type TwoFactorFailure = { ok: false; status: 400 | 401 | 429; error: string };

/** Who is acting, for the sign-in throttle that every password and code check goes through. */
export type Actor = { email: string; ipAddress: string | null };

export type SecondFactor = { method: "app" | "recovery"; code: string };

const WRONG_PASSWORD = "Your password is incorrect";
const WRONG_APP_CODE = "That code is not right. Check the time on your phone and try again.";
const WRONG_RECOVERY_CODE = "That recovery code is not right, or it has already been used.";
const SIGN_IN_EXPIRED = "This sign-in has expired. Please sign in again with your password.";
const TOO_MANY_FOR_THIS_SIGN_IN = "Too many wrong codes for this sign-in. Please sign in again.";
const LOCKED =
  "Too many wrong codes for this account. Please wait 15 minutes and try again, or ask an admin for help.";

const fail = (status: TwoFactorFailure["status"], error: string): TwoFactorFailure => ({
  ok: false,
  status,
  error,
});

/** better-auth's error code from a refused call, or null. */
async function errorCode(response: Response): Promise<string | null> {
  const body = (await response.json().catch(() => null)) as { code?: string } | null;
  return body?.code ?? null;
}

/**
 * Runs a check of a password or code under the sign-in throttle: it counts as a failed sign-in
 * until it succeeds, so neither a stolen session nor a stolen password can guess at leisure.
 */
async function throttled<T extends { ok: true }>(
  services: AppServices,
  actor: Actor,
  check: () => Promise<T | TwoFactorFailure>,
): Promise<T | TwoFactorFailure> {
  const throttle = await beginLoginAttempt(services.db, actor);
  if (!throttle.allowed) return fail(429, lockedMessage(throttle));
  const outcome = await check();
  if (outcome.ok) await finishLoginAttempt(services.db, throttle.attemptId);
  return outcome;
}

/** What /profile/two-factor shows: on or off, and how many recovery codes are left. */
export async function twoFactorStatus(
  services: AppServices,
  userId: string,
): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
  const [row] = await services.db
    .select({ enabled: users.twoFactorEnabled, codes: twoFactors.backupCodes })
    .from(users)
    .leftJoin(twoFactors, eq(twoFactors.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const enabled = row?.enabled ?? false;
  return { enabled, recoveryCodesLeft: enabled && row?.codes ? recoveryCodesLeft(row.codes) : 0 };
}

export async function hasTwoFactor(services: AppServices, userId: string): Promise<boolean> {
  return (await twoFactorStatus(services, userId)).enabled;
}

export type Setup = { ok: true; totpUri: string; recoveryCodes: string[] };

/**
 * The first step of turning two-factor on: the password is checked, a new secret and recovery
 * codes are made, and nothing changes at sign-in until `confirmSetup` sees a right code.
 */
export function startSetup(
  services: AppServices,
  headers: Headers,
  input: Actor & { password: string },
): Promise<Setup | TwoFactorFailure> {
  return throttled(services, input, async () => {
    const response = await withPassword(services, headers, "enableTwoFactor", input.password);
    if (!response.ok) return fail(400, WRONG_PASSWORD);
    const body = (await response.json()) as { totpURI: string; backupCodes: string[] };
    return { ok: true as const, totpUri: body.totpURI, recoveryCodes: body.backupCodes };
  });
}

/** A right code from the app turns two-factor on; the session is renewed (its cookie changes). */
export function confirmSetup(
  services: AppServices,
  headers: Headers,
  input: Actor & { code: string },
): Promise<{ ok: true; setCookies: string[] } | TwoFactorFailure> {
  return throttled(services, input, async () => {
    const response = await verifyFactor(services, headers, { method: "app", code: input.code });
    if (!response.ok) return fail(400, WRONG_APP_CODE);
    return { ok: true as const, setCookies: response.headers.getSetCookie() };
  });
}

/**
 * Checks a code: for a signed-in person against their session, at sign-in against the pending
 * sign-in's cookie (a right code then opens the session). A recovery code is spent either way.
 */
function verifyFactor(
  services: AppServices,
  headers: Headers,
  factor: SecondFactor,
): Promise<Response> {
  return factor.method === "app"
    ? services.auth.api.verifyTOTP({ body: { code: factor.code }, headers, asResponse: true })
    : services.auth.api.verifyBackupCode({
        body: { code: recoveryCodeDigest(factor.code) },
        headers,
        asResponse: true,
      });
}

/** One of better-auth's two-factor changes that the account's password authorises. */
function withPassword(
  services: AppServices,
  headers: Headers,
  change: "enableTwoFactor" | "disableTwoFactor" | "generateBackupCodes",
  password: string,
): Promise<Response> {
  return services.auth.api[change]({ body: { password }, headers, asResponse: true });
}

const wrongCode = (factor: SecondFactor) =>
  factor.method === "app" ? WRONG_APP_CODE : WRONG_RECOVERY_CODE;

/** Turning two-factor off takes both the password and a code, so a stolen session alone cannot. */
export function turnOff(
  services: AppServices,
  headers: Headers,
  input: Actor & { password: string; factor: SecondFactor },
): Promise<{ ok: true; setCookies: string[] } | TwoFactorFailure> {
  return throttled(services, input, async () => {
    if (!(await verifyFactor(services, headers, input.factor)).ok) {
      return fail(400, wrongCode(input.factor));
    }
    const response = await withPassword(services, headers, "disableTwoFactor", input.password);
    if (!response.ok) return fail(400, WRONG_PASSWORD);
    return { ok: true as const, setCookies: response.headers.getSetCookie() };
  });
}

/** A new set of recovery codes, shown once; the old ones stop working. */
export function newRecoveryCodes(
  services: AppServices,
  headers: Headers,
  input: Actor & { password: string },
): Promise<{ ok: true; recoveryCodes: string[] } | TwoFactorFailure> {
  return throttled(services, input, async () => {
    const response = await withPassword(services, headers, "generateBackupCodes", input.password);
    if (!response.ok) return fail(400, WRONG_PASSWORD);
    const body = (await response.json()) as { backupCodes: string[] };
    return { ok: true as const, recoveryCodes: body.backupCodes };
  });
}

/**
 * The account whose sign-in waits for a code, from the cookie better-auth set after the password
 * (its signature is checked by better-auth when the code is; this only finds the account, so the
 * throttle can count the code against it).
 */
export async function pendingSignIn(
  services: AppServices,
  headers: Headers,
): Promise<{ email: string } | null> {
  const context = await services.auth.$context;
  const name = context.createAuthCookie("two_factor").name;
  const cookie = (headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  if (!cookie) return null;
  const signed = decodeURIComponent(cookie.slice(name.length + 1));
  const identifier = signed.slice(0, signed.lastIndexOf("."));
  if (!identifier) return null;
  const [row] = await services.db
    .select({ email: users.email, expiresAt: verifications.expiresAt })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(eq(verifications.identifier, identifier))
    .limit(1);
  return row && row.expiresAt > new Date() ? { email: row.email } : null;
}

export type SecondStep =
  | { ok: true; setCookies: string[]; firstName: string | null }
  | TwoFactorFailure;

/** The second step of signing in: a right code opens the session the password asked for. */
export async function finishSignIn(
  services: AppServices,
  headers: Headers,
  input: { ipAddress: string | null; factor: SecondFactor },
): Promise<SecondStep> {
  const pending = await pendingSignIn(services, headers);
  if (!pending) return fail(401, SIGN_IN_EXPIRED);
  const actor = { email: pending.email, ipAddress: input.ipAddress };
  return throttled(services, actor, async () => {
    const response = await verifyFactor(services, headers, input.factor);
    if (!response.ok) {
      switch (await errorCode(response)) {
        case "ACCOUNT_TEMPORARILY_LOCKED":
          return fail(429, LOCKED);
        case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
          return fail(401, TOO_MANY_FOR_THIS_SIGN_IN);
        case "INVALID_TWO_FACTOR_COOKIE":
          return fail(401, SIGN_IN_EXPIRED);
        default:
          return fail(401, wrongCode(input.factor));
      }
    }
    return {
      ok: true as const,
      setCookies: response.headers.getSetCookie(),
      firstName: await recordSignIn(services, pending.email),
    };
  });
}
