import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { insertAccount } from "#app/.server/db/insert-account.ts";
import { users } from "#app/.server/db/schema.ts";
import { signUpAttemptMail } from "#app/.server/mail/templates.ts";
import type { AppServices } from "#app/.server/services.ts";
import type { SignUpRole } from "#app/schemas/form-choices.ts";

export type SignUpInput = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** Already limited to the four selectable roles by SignUpSchema; never anything else. */
  role: SignUpRole;
};

/** Where the verification link lands once the address is confirmed. */
export const VERIFIED_CALLBACK = "/auth?verified=1";

/**
 * Creates the user, the password credential, the profile and the chosen role in one transaction,
 * then sends the verification e-mail. The person signs in once the address is verified. A taken
 * address gets the same answer, and its owner an e-mail saying someone tried; the password is
 * hashed either way so the answer takes as long.
 */
export async function signUp(services: AppServices, input: SignUpInput): Promise<void> {
  const { db, auth } = services;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  const { password, ...person } = input;
  const passwordHash = await hashPassword(password);
  if (existing) {
    const { publicUrl, siteName } = services.config;
    await services.mailer.send(
      signUpAttemptMail({
        to: input.email,
        signInUrl: `${publicUrl}/auth`,
        resetUrl: `${publicUrl}/auth?mode=forgot`,
        siteName,
      }),
    );
    return;
  }
  await db.transaction((tx) =>
    insertAccount(tx, { ...person, passwordHash, emailVerified: false }),
  );
  await auth.api.sendVerificationEmail({
    body: { email: input.email, callbackURL: VERIFIED_CALLBACK },
  });
}
