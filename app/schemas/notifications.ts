import { z } from "zod";
import { text } from "./text.ts";

/** The signed one-click unsubscribe link's two parts: the address and the site's signature. */
export const ActivityUnsubscribeSchema = z.object({
  email: text({ error: "Missing address" }).trim().min(3).max(320),
  sig: text({ error: "Missing signature" }).regex(/^[\w-]{20,100}$/),
});

/**
 * What reaches the unsubscribe action: the page's button posts the link's parts; a mail client's
 * one-click post (RFC 8058) sends only `List-Unsubscribe=One-Click`, the parts being in the URL.
 */
export const ActivityUnsubscribePostSchema = z.object({
  email: text().optional(),
  sig: text().optional(),
  "List-Unsubscribe": z.literal("One-Click").optional(),
});

/** The profile's activity-mail choice: a checked box keeps the mails coming. */
export const EmailNotificationsSchema = z.object({
  intent: z.literal("email-notifications"),
  activityEmails: z.boolean().default(false),
});
