import { createEmailVerificationToken } from "better-auth/api";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { type CampaignTag, recordConversion } from "#app/.server/attribution/conversion-record.ts";
import type { Auth } from "#app/.server/auth.ts";
import { insertAccount } from "#app/.server/db/insert-account.ts";
import { users } from "#app/.server/db/schema.ts";
import { signUpAttemptMail, verifyEmailMail } from "#app/.server/mail/templates.ts";
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
 * The link of better-auth's own verification mail (its /verify-email endpoint checks it), made here
 * so sign-up can send the mail itself: better-auth's sending endpoint pads its answer to half a
 * second, which only a new address would pay, and that difference told who has an account.
 */
async function verificationUrl(auth: Auth, email: string): Promise<string> {
  const context = await auth.$context;
  const token = await createEmailVerificationToken(
    context.secret,
    email,
    undefined,
    context.options.emailVerification?.expiresIn,
  );
  return `${context.baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent(VERIFIED_CALLBACK)}`;
}

/**
 * Creates the user, the password credential, the profile and the chosen role in one transaction,
 * then sends the verification e-mail. The person signs in once the address is verified. A taken
 * address gets the same answer, and its owner an e-mail saying someone tried. Both paths hash the
 * password and send one mail, so the answer takes as long whether or not the address is taken.
 */
export async function signUp(
  services: AppServices,
  input: SignUpInput,
  /** The campaign the person arrived from today, if any (see campaign attribution). */
  campaign: CampaignTag | null = null,
): Promise<void> {
  const { db, auth, mailer } = services;
  const { publicUrl, siteName } = services.config;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  const { password, ...person } = input;
  const passwordHash = await hashPassword(password);
  if (existing) {
    await mailer.send(
      signUpAttemptMail({
        to: input.email,
        signInUrl: `${publicUrl}/auth`,
        resetUrl: `${publicUrl}/auth?mode=forgot`,
        siteName,
      }),
    );
    return;
  }
  await db.transaction(async (tx) => {
    const id = await insertAccount(tx, { ...person, passwordHash, emailVerified: false });
    await recordConversion(tx, "signup", id, campaign);
  });
  const url = await verificationUrl(auth, input.email);
  await mailer.send(verifyEmailMail({ to: input.email, url, siteName }));
}
