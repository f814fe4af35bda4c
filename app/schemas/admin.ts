import { z } from "zod";
import { ROLES } from "#app/lib/domain.ts";
import { EmailSchema } from "#app/schemas/auth.ts";
import { text, webAddress } from "./text.ts";

export const SITE_NAME_MAX = 80;

/** The settings form; unchecked toggles are absent from the form data, hence the false defaults. */
export const SiteSettingsSchema = z.object({
  siteName: text({ error: "Please enter the site name" })
    .trim()
    .min(1, { error: "Please enter the site name" })
    .max(SITE_NAME_MAX, { error: `The site name must be at most ${SITE_NAME_MAX} characters` }),
  siteUrl: text({ error: "Please enter the site URL" })
    .trim()
    .min(1, { error: "Please enter the site URL" })
    .max(2048, { error: "That URL is too long" })
    .pipe(
      webAddress({
        protocol: /^https?$/,
        error: "Please enter a full URL starting with http:// or https://",
      }),
    )
    .transform((url) => url.replace(/\/+$/, "")),
  postalAddress: text()
    .trim()
    .max(300, { error: "The postal address must be at most 300 characters" })
    .default(""),
  emailNotifications: z.boolean().default(false),
  pushNotifications: z.boolean().default(false),
  maintenanceMode: z.boolean().default(false),
  autoBackups: z.boolean().default(false),
  requireAdminTwoFactor: z.boolean().default(false),
});

const UserIdSchema = text({ error: "Choose an account" })
  .min(1, { error: "Choose an account" })
  .max(128, { error: "Choose an account" });

export const UserActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("set-roles"),
    userId: UserIdSchema,
    roles: z
      .array(z.enum(ROLES, { error: "Choose roles from the list" }), {
        error: "Choose at least one role",
      })
      .min(1, { error: "Choose at least one role" }),
  }),
  z.object({ intent: z.literal("suspend"), userId: UserIdSchema }),
  z.object({ intent: z.literal("restore"), userId: UserIdSchema }),
]);

/** An account's sign-in lock (cleared from every address), or an address's lock for everyone. */
export const ClearLockSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("clear-lock"), email: EmailSchema }),
  z.object({
    intent: z.literal("clear-address-lock"),
    address: text({ error: "Choose a locked address" })
      .trim()
      .min(1, { error: "Choose a locked address" })
      .max(64, { error: "Choose a locked address" }),
  }),
]);

/** The user list's query string: bad values fall back rather than fail, as links get edited by hand. */
export const UserListQuerySchema = z.object({
  q: text()
    .catch("")
    .transform((q) => q.trim().slice(0, 200)),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
