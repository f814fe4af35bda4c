import { verifyPassword } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import { accounts, profiles, users } from "#app/.server/db/schema.ts";
import type { AppServices } from "#app/.server/services.ts";
import { beginLoginAttempt, finishLoginAttempt, type ThrottleVerdict } from "./login-attempts.ts";
import { VERIFIED_CALLBACK } from "./sign-up.ts";

export type SignInResult =
  | { ok: true; setCookies: string[]; firstName: string | null }
  /** The password was right; the account asks for its second factor next (its cookie is set). */
  | { ok: "second-factor"; setCookies: string[] }
  | { ok: false; status: number; error: string };

const SIGN_IN_FAILED = "Invalid email or password";
const EMAIL_NOT_VERIFIED =
  "Please verify your email address first. We have sent you a new verification link.";
const ACCOUNT_SUSPENDED =
  "This account has been suspended. Please contact support if you think this is a mistake.";

const minutes = (seconds: number) => Math.ceil(seconds / 60);

/** A suspended account is refused, but only to someone who knows its password. */
async function isSuspendedWithPassword(
  services: AppServices,
  email: string,
  password: string,
): Promise<boolean> {
  const [row] = await services.db
    .select({ status: profiles.accountStatus, hash: accounts.password })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")))
    .where(eq(users.email, email))
    .limit(1);
  if (row?.status !== "suspended" || !row.hash) return false;
  return verifyPassword({ hash: row.hash, password });
}

/** What to do about a lock: the account's own lock lifts at once with a password reset. */
export function lockedMessage(verdict: Extract<ThrottleVerdict, { allowed: false }>): string {
  const wait = minutes(verdict.retryAfterSeconds);
  const after = `Please wait ${wait} minute${wait === 1 ? "" : "s"} and try again`;
  return verdict.scope === "account"
    ? `Too many failed sign-in attempts for this account from your network. ${after}, or choose "Forgot password?" to reset your password, which lifts the lock at once.`
    : `Too many failed sign-in attempts from your network. ${after}. If you share this connection with others, ask your administrator to clear the lock.`;
}

/**
 * Every attempt, good or bad, is recorded; it counts as a failure from the moment it starts, so
 * attempts sent together cannot pass the throttle together. Too many recent failures for the
 * account from this address, or from the address overall, answer 429 before the password is even
 * checked.
 */
export async function signIn(
  services: AppServices,
  input: { email: string; password: string; ipAddress: string | null; headers: Headers },
): Promise<SignInResult> {
  const { db, auth } = services;
  const { email, password, ipAddress } = input;
  const throttle = await beginLoginAttempt(db, { email, ipAddress });
  if (!throttle.allowed) return { ok: false, status: 429, error: lockedMessage(throttle) };
  if (await isSuspendedWithPassword(services, email, password)) {
    return { ok: false, status: 403, error: ACCOUNT_SUSPENDED };
  }
  const response = await auth.api.signInEmail({
    // An unverified account gets a fresh link on sign-in; it lands back on /auth like the first one.
    body: { email, password, rememberMe: true, callbackURL: VERIFIED_CALLBACK },
    headers: input.headers,
    asResponse: true,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string } | null;
    if (body?.code === "EMAIL_NOT_VERIFIED") {
      return { ok: false, status: 403, error: EMAIL_NOT_VERIFIED };
    }
    return { ok: false, status: response.status === 429 ? 429 : 401, error: SIGN_IN_FAILED };
  }
  const body = (await response.clone().json()) as { twoFactorRedirect?: boolean };
  if (body.twoFactorRedirect) {
    await finishLoginAttempt(db, throttle.attemptId, { secondFactorNext: true });
    return { ok: "second-factor", setCookies: response.headers.getSetCookie() };
  }
  await finishLoginAttempt(db, throttle.attemptId);
  return {
    ok: true,
    setCookies: response.headers.getSetCookie(),
    firstName: await recordSignIn(services, email),
  };
}

/** Notes the time of a completed sign-in on the profile; the first name greets the person. */
export async function recordSignIn(services: AppServices, email: string): Promise<string | null> {
  const { db } = services;
  const [user] = await db
    .update(profiles)
    .set({ lastLogin: new Date() })
    .where(eq(profiles.email, email))
    .returning({ id: profiles.id });
  const [names] = user
    ? await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, user.id))
    : [];
  return names?.firstName ?? null;
}
