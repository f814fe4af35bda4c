import { z } from "zod";
import { NameSchema, NewPasswordSchema, PASSWORD_MAX } from "./auth.ts";
import { EmailNotificationsSchema } from "./notifications.ts";
import { text, webAddress } from "./text.ts";

export const UpdateProfileSchema = z.object({
  intent: z.literal("update-profile"),
  firstName: NameSchema("first name"),
  lastName: NameSchema("last name"),
  avatarUrl: webAddress({ protocol: /^https$/, error: "Please enter an https:// image address" })
    .max(500, { error: "That address is too long" })
    .optional(),
});

export const ChangePasswordSchema = z.object({
  intent: z.literal("change-password"),
  currentPassword: text({ error: "Please enter your current password" })
    .min(1, { error: "Please enter your current password" })
    .max(PASSWORD_MAX, { error: "Your current password is incorrect" }),
  newPassword: NewPasswordSchema,
});

export const ProfileActionSchema = z.discriminatedUnion("intent", [
  UpdateProfileSchema,
  ChangePasswordSchema,
  z.object({ intent: z.literal("sign-out-others") }),
  EmailNotificationsSchema,
]);

export const PROFILE_PANELS = ["edit", "security", "achievements"] as const;
export type ProfilePanel = (typeof PROFILE_PANELS)[number];
