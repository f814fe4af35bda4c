import { z } from "zod";
import { WAITLIST_IDS } from "#app/lib/waitlists.ts";
import { EmailSchema } from "./auth.ts";
import { text } from "./text.ts";

export const WaitlistSchema = z.object({
  list: z.enum(WAITLIST_IDS, { error: "Which waitlist?" }),
  email: EmailSchema,
  /** A honeypot: people never see it, bots fill it in. */
  website: text().max(0).optional(),
  returnTo: text().max(300).optional(),
});
