import { z } from "zod";
import {
  PARTNERSHIP_BUDGETS,
  PARTNERSHIP_INDUSTRIES,
  PARTNERSHIP_MISSING,
  PARTNERSHIP_TIMELINES,
  PARTNERSHIP_TYPES,
} from "./form-choices.ts";
import {
  choiceOf,
  emailField,
  honeypot,
  LONG_TEXT_MAX,
  optionalPhone,
  optionalText,
  optionalWebAddress,
  personName,
  requiredText,
  SHORT_TEXT_MAX,
} from "./form-fields.ts";

export const PartnershipSchema = z.object({
  companyName: requiredText(PARTNERSHIP_MISSING, SHORT_TEXT_MAX, "The company name"),
  contactName: personName(PARTNERSHIP_MISSING, "The contact name"),
  email: emailField(PARTNERSHIP_MISSING),
  phone: optionalPhone(),
  website: optionalWebAddress("The website address"),
  partnershipType: choiceOf(PARTNERSHIP_TYPES, PARTNERSHIP_MISSING),
  industry: choiceOf(PARTNERSHIP_INDUSTRIES, "Please choose an industry").optional(),
  projectDescription: optionalText(LONG_TEXT_MAX, "The project description"),
  timeline: choiceOf(PARTNERSHIP_TIMELINES, "Please choose a timeline").optional(),
  budget: choiceOf(PARTNERSHIP_BUDGETS, "Please choose a budget").optional(),
  goals: optionalText(LONG_TEXT_MAX, "The goals"),
  /** The honeypot: `website` is a real field here, so the trap has another name. */
  homepage: honeypot,
});
export type PartnershipRequest = z.infer<typeof PartnershipSchema>;
