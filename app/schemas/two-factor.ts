import { z } from "zod";
import { PASSWORD_MAX } from "./auth.ts";
import { text } from "./text.ts";

const APP_CODE_ERROR = "Enter the 6-digit code from your authenticator app";
const RECOVERY_CODE_ERROR = "Enter one of your recovery codes, like abcde-12345";
const EITHER_CODE_ERROR = "Enter a 6-digit code from your app or one of your recovery codes";

/** The app's code, as people type it: spaces (some apps show "123 456") are dropped. */
export const AppCodeSchema = text({ error: APP_CODE_ERROR })
  .transform((code) => code.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, { error: APP_CODE_ERROR }));

/** A recovery code as shown (`abcde-12345`); typed without its dash, the dash is put back. */
export const RecoveryCodeSchema = text({ error: RECOVERY_CODE_ERROR })
  .transform((code) => code.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, { error: RECOVERY_CODE_ERROR }))
  .transform((code) => (code.includes("-") ? code : `${code.slice(0, 5)}-${code.slice(5)}`));

const PasswordSchema = text({ error: "Please enter your password" })
  .min(1, { error: "Please enter your password" })
  .max(PASSWORD_MAX, { error: "Your password is incorrect" });

/** The second step of signing in: a code from the app, or a recovery code. */
export const SignInCodeSchema = z.discriminatedUnion("method", [
  z.object({ method: z.literal("app"), code: AppCodeSchema }),
  z.object({ method: z.literal("recovery"), code: RecoveryCodeSchema }),
]);

/** A code that proves the person holds the authenticator (or its recovery codes). */
export const EitherCodeSchema = text({ error: EITHER_CODE_ERROR }).transform((code, context) => {
  const app = AppCodeSchema.safeParse(code);
  if (app.success) return { method: "app" as const, code: app.data };
  const recovery = RecoveryCodeSchema.safeParse(code);
  if (recovery.success) return { method: "recovery" as const, code: recovery.data };
  context.addIssue({ code: "custom", message: EITHER_CODE_ERROR });
  return z.NEVER;
});

export const StartTwoFactorSchema = z.object({
  intent: z.literal("start"),
  password: PasswordSchema,
});

/**
 * The set-up's second step. The app's address and the recovery codes come back with the code only
 * so a wrong code can show them again; the server checks the code against what it stored.
 */
export const ConfirmTwoFactorSchema = z.object({
  intent: z.literal("confirm"),
  code: AppCodeSchema,
  totpUri: text().startsWith("otpauth://totp/").max(1000),
  recoveryCodes: text().max(400),
});

export const TurnOffTwoFactorSchema = z.object({
  intent: z.literal("turn-off"),
  password: PasswordSchema,
  code: EitherCodeSchema,
});

export const NewRecoveryCodesSchema = z.object({
  intent: z.literal("new-codes"),
  password: PasswordSchema,
});

export const TwoFactorActionSchema = z.discriminatedUnion("intent", [
  StartTwoFactorSchema,
  ConfirmTwoFactorSchema,
  TurnOffTwoFactorSchema,
  NewRecoveryCodesSchema,
]);
