import { z } from "zod";
import {
  choice,
  emailField,
  honeypot,
  LONG_TEXT_MAX,
  optionalPhone,
  optionalText,
  optionalWebAddress,
  personName,
  requiredText,
  SHORT_TEXT_MAX,
  valuesOf,
} from "./form-fields.ts";

export const PARTNERSHIP_MISSING = "Missing Information: Please fill in all required fields.";

export const PARTNERSHIP_TYPES = [
  { value: "technology", label: "Technology Partnership" },
  { value: "strategic", label: "Strategic Alliance" },
  { value: "project", label: "Project Collaboration" },
  { value: "reseller", label: "Reseller / Distribution" },
  { value: "integration", label: "Integration Partnership" },
  { value: "other", label: "Other" },
] as const;

export const PARTNERSHIP_INDUSTRIES = [
  { value: "healthtech", label: "HealthTech" },
  { value: "fintech", label: "FinTech" },
  { value: "fashion", label: "Fashion & Retail" },
  { value: "ai", label: "Artificial Intelligence" },
  { value: "cybersecurity", label: "Cybersecurity" },
  { value: "education", label: "Education" },
  { value: "enterprise", label: "Enterprise Software" },
  { value: "other", label: "Other" },
] as const;

export const PARTNERSHIP_TIMELINES = [
  { value: "immediate", label: "Immediate (under 1 month)" },
  { value: "short", label: "Short term (1-3 months)" },
  { value: "medium", label: "Medium term (3-6 months)" },
  { value: "long", label: "Long term (6+ months)" },
  { value: "ongoing", label: "Ongoing" },
] as const;

export const PARTNERSHIP_BUDGETS = [
  { value: "under-10k", label: "Under $10,000" },
  { value: "10k-50k", label: "$10,000 - $50,000" },
  { value: "50k-100k", label: "$50,000 - $100,000" },
  { value: "100k-500k", label: "$100,000 - $500,000" },
  { value: "over-500k", label: "Over $500,000" },
  { value: "revenue-share", label: "Revenue share" },
  { value: "equity", label: "Equity partnership" },
] as const;

export const PartnershipSchema = z.object({
  companyName: requiredText(PARTNERSHIP_MISSING, SHORT_TEXT_MAX, "The company name"),
  contactName: personName(PARTNERSHIP_MISSING, "The contact name"),
  email: emailField(PARTNERSHIP_MISSING),
  phone: optionalPhone(),
  website: optionalWebAddress("The website address"),
  partnershipType: choice(valuesOf(PARTNERSHIP_TYPES), PARTNERSHIP_MISSING),
  industry: choice(valuesOf(PARTNERSHIP_INDUSTRIES), "Please choose an industry").optional(),
  projectDescription: optionalText(LONG_TEXT_MAX, "The project description"),
  timeline: choice(valuesOf(PARTNERSHIP_TIMELINES), "Please choose a timeline").optional(),
  budget: choice(valuesOf(PARTNERSHIP_BUDGETS), "Please choose a budget").optional(),
  goals: optionalText(LONG_TEXT_MAX, "The goals"),
  /** The honeypot: `website` is a real field here, so the trap has another name. */
  homepage: honeypot,
});
export type PartnershipRequest = z.infer<typeof PartnershipSchema>;
