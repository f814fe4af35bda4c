import { z } from "zod";
import { isTimeZone } from "#app/lib/wall-clock.ts";
import { INTEREST_VALUES } from "./newsletter.ts";
import { BodySchema } from "./post-form.ts";
import { text } from "./text.ts";

/** Save the draft, mail it to me, send it now or at a time. */
export const CAMPAIGN_INTENTS = ["save", "test", "send", "schedule"] as const;

/**
 * The campaign editor's form. The body is the editor's document; with a post chosen, the e-mail is
 * built from that published post instead and the body is ignored.
 */
export const CampaignFormSchema = z
  .object({
    intent: z.enum(CAMPAIGN_INTENTS).default("save"),
    subject: text({ error: "Please enter a subject" })
      .trim()
      .min(1, { error: "Please enter a subject" })
      .max(200, { error: "Keep the subject under 200 characters" }),
    previewText: text()
      .trim()
      .max(200, { error: "Keep the preview under 200 characters" })
      .default(""),
    body: BodySchema.optional(),
    postId: z.uuid({ error: "Choose a published post" }).optional(),
    interests: z
      .array(z.enum(INTEREST_VALUES, { error: "Unknown interest" }))
      .max(INTEREST_VALUES.length)
      .default([]),
    /** The date and time as the admin's clock shows them (datetime-local). */
    scheduledFor: text()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: "Choose a date and time" })
      .optional(),
    /** The admin's time zone, as their browser names it; UTC without JavaScript. */
    timeZone: text().refine(isTimeZone, { error: "Unknown time zone" }).optional(),
  })
  .superRefine((form, ctx) => {
    if (form.intent === "schedule" && !form.scheduledFor) {
      ctx.addIssue({ code: "custom", path: ["scheduledFor"], message: "Choose a date and time" });
    }
  });
export type CampaignForm = z.infer<typeof CampaignFormSchema>;

/** A campaign on its way: stop it between two mails, or carry on. */
export const CampaignControlSchema = z.object({
  intent: z.enum(["pause", "resume"], { error: "Unknown action" }),
});
