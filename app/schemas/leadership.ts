import { z } from "zod";
import {
  ALL_REQUIRED,
  choice,
  emailField,
  honeypot,
  LONG_TEXT_MAX,
  optionalPhone,
  optionalText,
  optionalWebAddress,
  requiredText,
  SHORT_TEXT_MAX,
  valuesOf,
} from "./form-fields.ts";

export const LEADERSHIP_SUCCESS =
  "Application submitted successfully! We'll review your application and get back to you within 1-2 weeks.";

export const LEADERSHIP_ROLES = [
  { value: "tech-lead-ai", label: "Tech Lead - AI & Automation" },
  { value: "community-manager", label: "Community Manager" },
  { value: "product-manager", label: "Product Manager" },
  { value: "marketing-director", label: "Marketing Director" },
  { value: "business-development-lead", label: "Business Development Lead" },
  { value: "operations-manager", label: "Operations Manager" },
  { value: "education-program-lead", label: "Education Program Lead" },
  { value: "partnership-coordinator", label: "Partnership Coordinator" },
] as const;

export const LEADERSHIP_AVAILABILITY = [
  { value: "part-time", label: "Part-time (10-20 hours/week)" },
  { value: "full-time", label: "Full-time (40+ hours/week)" },
  { value: "consulting", label: "Consulting/Advisory" },
  { value: "flexible", label: "Flexible" },
] as const;

export const LeadershipSchema = z.object({
  firstName: requiredText(ALL_REQUIRED, 80, "Your first name"),
  lastName: requiredText(ALL_REQUIRED, 80, "Your last name"),
  email: emailField(ALL_REQUIRED),
  phone: optionalPhone(),
  currentRole: optionalText(SHORT_TEXT_MAX, "Your current role"),
  company: optionalText(SHORT_TEXT_MAX, "Your company"),
  experience: optionalText(LONG_TEXT_MAX, "Your experience"),
  motivation: optionalText(LONG_TEXT_MAX, "Your motivation"),
  leadershipRole: choice(valuesOf(LEADERSHIP_ROLES), ALL_REQUIRED),
  availability: choice(
    valuesOf(LEADERSHIP_AVAILABILITY),
    "Please choose your availability",
  ).optional(),
  skills: optionalText(LONG_TEXT_MAX, "Your skills"),
  portfolio: optionalWebAddress("The portfolio address"),
  website: honeypot,
});
export type LeadershipApplication = z.infer<typeof LeadershipSchema>;
