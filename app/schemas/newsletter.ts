import { z } from "zod";
import { NEWSLETTER_INTERESTS, NEWSLETTER_MESSAGES, NEWSLETTER_SOURCES } from "./form-choices.ts";
import { valuesOf } from "./form-fields.ts";
import { text } from "./text.ts";

/** The interests' values, as an enum wants them. */
export const INTEREST_VALUES = valuesOf(NEWSLETTER_INTERESTS);

/** Text, an at-sign, text, a dot, text, no spaces: loose, as only the mail proves an address. */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const NewsletterSubscribeSchema = z.object({
  email: text({ error: NEWSLETTER_MESSAGES.empty })
    .trim()
    .min(1, { error: NEWSLETTER_MESSAGES.empty })
    .max(254, { error: NEWSLETTER_MESSAGES.invalid })
    .regex(NEWSLETTER_EMAIL_PATTERN, { error: NEWSLETTER_MESSAGES.invalid })
    .transform((email) => email.toLowerCase()),
  source: z
    .enum(NEWSLETTER_SOURCES, { error: "Unknown sign-up source" })
    .default("stellar_dispatch"),
  interests: z
    .array(z.enum(INTEREST_VALUES, { error: "Unknown interest" }), {
      error: "Interests must be a list",
    })
    .max(INTEREST_VALUES.length, { error: "Too many interests" })
    .default(["newsletter"]),
  /** A honeypot: people never see it, bots fill it in. */
  website: text().max(500).optional(),
  returnTo: text().max(300).optional(),
});
export type NewsletterSubscribe = z.infer<typeof NewsletterSubscribeSchema>;

/** The confirm page posts back the signed token from the e-mail link. */
export const NewsletterTokenSchema = z.object({
  token: text({ error: "This link is incomplete" }).min(10).max(300),
});

/**
 * The unsubscribe post: the page's button sends the token; a mail client's one-click (RFC 8058)
 * sends only `List-Unsubscribe=One-Click`, the token being in the link it posts to.
 */
export const UnsubscribePostSchema = z.object({
  token: text().optional(),
  "List-Unsubscribe": z.literal("One-Click").optional(),
});
