import { z } from "zod";
import { text } from "./text.ts";

export const NEWSLETTER_INTERESTS = [
  { value: "newsletter", label: "The Stellar Dispatch newsletter" },
  { value: "early_access", label: "Early access to launches" },
  { value: "tech_guides", label: "Tech guides and tutorials" },
  { value: "community_updates", label: "Community updates" },
] as const;
const INTEREST_VALUES = NEWSLETTER_INTERESTS.map((interest) => interest.value) as [
  (typeof NEWSLETTER_INTERESTS)[number]["value"],
  ...(typeof NEWSLETTER_INTERESTS)[number]["value"][],
];

/** Where a sign-up came from: the newsletter page or the collective page. */
export const NEWSLETTER_SOURCES = ["stellar_dispatch", "celestial_collective"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** Text, an at-sign, text, a dot, text, no spaces: loose, as only the mail proves an address. */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const NEWSLETTER_MESSAGES = {
  empty: "Please enter your email address",
  invalid: "Please enter a valid email address",
  failed: "Failed to subscribe. Please try again.",
  successTitle: "Welcome to Stellar Dispatch!",
  successDescription:
    "Check your inbox to confirm your address. Then expect exclusive updates, early access to launches and the best of the Collective.",
} as const;

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
