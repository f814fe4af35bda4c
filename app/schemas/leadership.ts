import { z } from "zod";
import { ALL_REQUIRED, LEADERSHIP_AVAILABILITY, LEADERSHIP_ROLES } from "./form-choices.ts";
import {
  choiceOf,
  emailField,
  honeypot,
  LONG_TEXT_MAX,
  optionalPhone,
  optionalText,
  optionalWebAddress,
  requiredText,
  SHORT_TEXT_MAX,
} from "./form-fields.ts";

export const LeadershipSchema = z.object({
  firstName: requiredText(ALL_REQUIRED, 80, "Your first name"),
  lastName: requiredText(ALL_REQUIRED, 80, "Your last name"),
  email: emailField(ALL_REQUIRED),
  phone: optionalPhone(),
  currentRole: optionalText(SHORT_TEXT_MAX, "Your current role"),
  company: optionalText(SHORT_TEXT_MAX, "Your company"),
  experience: optionalText(LONG_TEXT_MAX, "Your experience"),
  motivation: optionalText(LONG_TEXT_MAX, "Your motivation"),
  leadershipRole: choiceOf(LEADERSHIP_ROLES, ALL_REQUIRED),
  availability: choiceOf(LEADERSHIP_AVAILABILITY, "Please choose your availability").optional(),
  skills: optionalText(LONG_TEXT_MAX, "Your skills"),
  portfolio: optionalWebAddress("The portfolio address"),
  website: honeypot,
});
export type LeadershipApplication = z.infer<typeof LeadershipSchema>;
