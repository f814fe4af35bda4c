import { z } from "zod";
import { isCommonPassword } from "#app/lib/common-passwords.ts";
import { SIGN_UP_ROLES } from "./form-choices.ts";
import { valuesOf } from "./form-fields.ts";
import { text } from "./text.ts";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const EmailSchema = text({ error: "Please enter your email address" })
  .trim()
  .min(1, { error: "Please enter your email address" })
  .max(254, { error: "That email address is too long" })
  .pipe(z.email({ error: "Please enter a valid email address" }))
  .transform((email) => email.toLowerCase());

/** 8 to 128 characters and none of the most common passwords, the first an attacker tries. */
export const NewPasswordSchema = text({ error: "Please choose a password" })
  .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` })
  .refine((password) => !isCommonPassword(password), {
    error: "That password is too common. Please choose a less predictable one",
  });

/** A member's first or last name, as sign-up asks for it and the profile edits it. */
export const NameSchema = (label: string) =>
  text({ error: `Please enter your ${label}` })
    .trim()
    .min(1, { error: `Please enter your ${label}` })
    .max(80, { error: `Your ${label} must be at most 80 characters` });

export const LoginSchema = z.object({
  intent: z.literal("login"),
  email: EmailSchema,
  password: text({ error: "Please enter your password" })
    .min(1, { error: "Please enter your password" })
    .max(PASSWORD_MAX, { error: "Invalid email or password" }),
});

export const SignUpSchema = z.object({
  intent: z.literal("signup"),
  firstName: NameSchema("first name"),
  lastName: NameSchema("last name"),
  email: EmailSchema,
  password: NewPasswordSchema,
  role: z
    .enum(valuesOf(SIGN_UP_ROLES), { error: "Please choose how you are joining" })
    .default("client"),
});

export const ForgotSchema = z.object({
  intent: z.literal("forgot"),
  email: EmailSchema,
});

export const ResetSchema = z.object({
  intent: z.literal("reset"),
  token: text({ error: "This reset link is incomplete" }).min(1).max(512),
  password: NewPasswordSchema,
});

export const AuthActionSchema = z.discriminatedUnion("intent", [
  LoginSchema,
  SignUpSchema,
  ForgotSchema,
  ResetSchema,
]);
