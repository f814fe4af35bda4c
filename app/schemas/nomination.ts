import { z } from "zod";
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

export const NOMINATION_SUCCESS =
  "Nomination submitted successfully! We'll review it and be in touch soon.";
export const NOMINATION_FAILURE =
  "There was an error submitting your nomination. Please try again.";

export const NOMINATION_CATEGORIES = [
  "Technology Innovation",
  "Leadership Excellence",
  "Community Impact",
  "Entrepreneurship",
  "Creative Arts & Design",
  "STEM Education",
  "Social Justice & Advocacy",
  "Environmental Sustainability",
] as const;

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
