import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { insertAccount } from "#app/.server/db/insert-account.ts";
import { users } from "#app/.server/db/schema.ts";
import type { AppServices } from "#app/.server/services.ts";
import type { SignUpRole } from "#app/schemas/auth.ts";

export type SignUpInput = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** Already limited to the four selectable roles by SignUpSchema; never anything else. */
  role: SignUpRole;
};

export type SignUpResult = { ok: true; userId: string } | { ok: false; error: string };

/** Where the verification link lands once the address is confirmed. */
export const VERIFIED_CALLBACK = "/auth?verified=1";

/**
 * Creates the user, the password credential, the profile and the chosen role in one transaction,
 * then sends the verification e-mail. The person signs in once the address is verified.
 */
export async function signUp(services: AppServices, input: SignUpInput): Promise<SignUpResult> {
  const { db, auth } = services;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  if (existing) {
    return { ok: false, error: "An account with this email already exists. Try signing in." };
  }
  const { password, ...person } = input;
  const passwordHash = await hashPassword(password);
  const id = await db.transaction((tx) =>
    insertAccount(tx, { ...person, passwordHash, emailVerified: false }),
  );
  await auth.api.sendVerificationEmail({
    body: { email: input.email, callbackURL: VERIFIED_CALLBACK },
  });
  return { ok: true, userId: id };
}
