import { eq } from "drizzle-orm";
import { profiles, users } from "#app/.server/db/schema.ts";
import type { AppServices } from "#app/.server/services.ts";
import { longDate } from "#app/lib/dates.ts";
import { ROLE_LABELS } from "#app/lib/domain.ts";
import { beginLoginAttempt, finishLoginAttempt } from "./login-attempts.ts";
import { getEffectiveRole } from "./roles.ts";
import { countSignIns } from "./stats.ts";

export type ProfileView = {
  firstName: string | null;
  lastName: string | null;
  email: string;
  avatarUrl: string | null;
  memberSince: string;
  isSupremeAdmin: boolean;
  achievements: { title: string; detail: string }[];
};

/**
 * The profile page's data, including achievements earned from what the member did on the site;
 * null when the account has no profile.
 */
export async function getProfileView(
  services: AppServices,
  userId: string,
): Promise<ProfileView | null> {
  const { db, config } = services;
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      image: users.image,
      createdAt: users.createdAt,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const signIns = await countSignIns(db, row.email);
  const role = await getEffectiveRole(db, userId);
  const memberSince = longDate(row.createdAt);
  const achievements = [
    { title: "Joined the Collective", detail: `Member since ${memberSince}` },
    ...(row.emailVerified
      ? [{ title: "Verified Explorer", detail: "Confirmed your email address" }]
      : []),
    ...(role
      ? [{ title: `${ROLE_LABELS[role]} of the Collective`, detail: "Your current role" }]
      : []),
    ...(signIns >= 1
      ? [
          {
            title: "Returning Star",
            detail: `Signed in ${signIns} time${signIns === 1 ? "" : "s"}`,
          },
        ]
      : []),
  ];
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    avatarUrl: row.image,
    memberSince,
    isSupremeAdmin: row.email.toLowerCase() === config.supremeAdminEmail,
    achievements,
  };
}

export async function updateProfile(
  services: AppServices,
  userId: string,
  input: { firstName: string; lastName: string; avatarUrl?: string },
): Promise<void> {
  const fullName = `${input.firstName} ${input.lastName}`;
  await services.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        name: fullName,
        image: input.avatarUrl ?? null,
      })
      .where(eq(users.id, userId));
    await tx.update(profiles).set({ fullName }).where(eq(profiles.id, userId));
  });
}

export type ChangePasswordResult =
  | { ok: true; setCookies: string[] }
  | { ok: false; status: 400 | 429; error: string };

/**
 * Checks the current password; on success every other session of the account is signed out. A
 * wrong current password counts as a failed sign-in, under the same throttle, so a stolen session
 * cannot be used to guess the password (and then keep the account) at leisure.
 */
export async function changePassword(
  services: AppServices,
  headers: Headers,
  input: {
    email: string;
    ipAddress: string | null;
    currentPassword: string;
    newPassword: string;
  },
): Promise<ChangePasswordResult> {
  const throttle = await beginLoginAttempt(services.db, {
    email: input.email,
    ipAddress: input.ipAddress,
  });
  if (!throttle.allowed) {
    const wait = Math.ceil(throttle.retryAfterSeconds / 60);
    return {
      ok: false,
      status: 429,
      error: `Too many wrong passwords from your network. Please wait ${wait} minute${wait === 1 ? "" : "s"} and try again.`,
    };
  }
  const response = await services.auth.api.changePassword({
    body: {
      currentPassword: input.currentPassword,
      newPassword: input.newPassword,
      revokeOtherSessions: true,
    },
    headers,
    asResponse: true,
  });
  if (!response.ok) return { ok: false, status: 400, error: "Your current password is incorrect" };
  await finishLoginAttempt(services.db, throttle.attemptId);
  return { ok: true, setCookies: response.headers.getSetCookie() };
}

export async function signOutOtherSessions(services: AppServices, headers: Headers): Promise<void> {
  await services.auth.api.revokeOtherSessions({ headers });
}
