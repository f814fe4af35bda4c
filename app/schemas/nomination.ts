import { z } from "zod";
import { NOMINATION_CATEGORIES } from "./form-choices.ts";
import {
  choice,
  emailField,
  honeypot,
  LONG_TEXT_MAX,
  optionalText,
  personName,
  requiredText,
  SHORT_TEXT_MAX,
} from "./form-fields.ts";

export const NominationSchema = z.object({
  nomineeName: personName("Please enter the nominee's name", "The nominee's name"),
  nomineeEmail: emailField("Please enter the nominee's email address"),
  nomineeCompany: optionalText(SHORT_TEXT_MAX, "The nominee's company"),
  nomineeRole: optionalText(SHORT_TEXT_MAX, "The nominee's role"),
  category: choice(NOMINATION_CATEGORIES, "Please choose a category"),
  nominatorName: personName("Please enter your name", "Your name"),
  nominatorEmail: emailField("Please enter your email address"),
  nominatorRelation: optionalText(SHORT_TEXT_MAX, "Your relationship to the nominee"),
  achievements: requiredText(
    "Please describe their key achievements",
    LONG_TEXT_MAX,
    "Key achievements",
  ),
  why: requiredText(
    "Please tell us why they deserve recognition",
    LONG_TEXT_MAX,
    "Why they deserve recognition",
  ),
  impact: requiredText(
    "Please describe their impact and leadership",
    LONG_TEXT_MAX,
    "Impact and leadership",
  ),
  additionalInfo: optionalText(LONG_TEXT_MAX, "Additional information"),
  /** Set by the page when the visitor submits; the server keeps its own receipt time too. */
  submittedAt: z.iso.datetime({ error: "submittedAt must be an ISO timestamp" }).optional(),
  website: honeypot,
});
export type Nomination = z.infer<typeof NominationSchema>;
