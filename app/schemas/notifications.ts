import { z } from "zod";
import { text } from "./text.ts";

/** The signed one-click unsubscribe link's two parts: the address and the site's signature. */
export const ActivityUnsubscribeSchema = z.object({
  email: text({ error: "Missing address" }).trim().min(3).max(320),
  sig: text({ error: "Missing signature" }).regex(/^[\w-]{20,100}$/),
});

/** The profile's activity-mail choice: a checked box keeps the mails coming. */
export const EmailNotificationsSchema = z.object({
  intent: z.literal("email-notifications"),
  activityEmails: z.boolean().default(false),
});
