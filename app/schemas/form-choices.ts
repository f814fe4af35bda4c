/*
 * The choices and fixed messages the public forms show. Kept apart from the schemas so a form page
 * renders its options without loading Zod; the schemas build their rules from these lists.
 */

import type { OptionValue } from "./form-fields.ts";

/** The three kinds of inquiry the contact page offers, in the order of its cards. */
export const INQUIRY_TYPES = ["general", "partnership", "press"] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];
export const SUPPORT_CATEGORIES = [
  { value: "technical", label: "Technical issue" },
  { value: "access", label: "Access & Ada Key" },
  { value: "billing", label: "Billing & payments" },
  { value: "question", label: "General question" },
  { value: "other", label: "Other" },
] as const;
export const PARTNERSHIP_INQUIRY_TYPES = [
  { value: "talent", label: "Talent pipeline & hiring" },
  { value: "forge", label: "Quantum Forge collaboration" },
  { value: "brand", label: "Brand partnership" },
  { value: "university", label: "University & academy partnership" },
  { value: "investment", label: "Investment" },
  { value: "other", label: "Other" },
] as const;
export const PRESS_REQUEST_TYPES = [
  { value: "interview", label: "Interview request" },
  { value: "release", label: "Press release" },
  { value: "assets", label: "Media assets" },
  { value: "speaker", label: "Speaker request" },
  { value: "fact", label: "Fact check" },
  { value: "other", label: "Other" },
] as const;

export const CHRONICLE_SUCCESS =
  "Chronicle submitted successfully! We'll review it and get back to you.";
export const CHRONICLE_CATEGORIES = [
  { value: "technology", label: "Technology Innovation" },
  { value: "entrepreneurship", label: "Entrepreneurship" },
  { value: "education", label: "Education & Learning" },
  { value: "social-impact", label: "Social Impact" },
  { value: "creative", label: "Creative & Arts" },
  { value: "other", label: "Other" },
] as const;

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

/** The one message of the forms whose document says the same thing for every missing field. */
export const ALL_REQUIRED = "Please fill in all required fields";

/** The newsletter signup's interests, sources and messages. */
export const NEWSLETTER_INTERESTS = [
  { value: "newsletter", label: "The Stellar Dispatch newsletter" },
  { value: "early_access", label: "Early access to launches" },
  { value: "tech_guides", label: "Tech guides and tutorials" },
  { value: "community_updates", label: "Community updates" },
] as const;

/** Where a sign-up came from: the newsletter page or the collective page. */
export const NEWSLETTER_SOURCES = ["stellar_dispatch", "celestial_collective"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export const NEWSLETTER_MESSAGES = {
  empty: "Please enter your email address",
  invalid: "Please enter a valid email address",
  failed: "Failed to subscribe. Please try again.",
  successTitle: "Welcome to Stellar Dispatch!",
  successDescription:
    "Check your inbox to confirm your address. Then expect exclusive updates, early access to launches and the best of the Collective.",
} as const;

/** The four roles a person may choose at sign-up (never admin); client is the default. */
export const SIGN_UP_ROLES = [
  { value: "client", label: "Client", description: "Browse and purchase products" },
  { value: "partner", label: "Partner", description: "Collaborate on projects" },
  { value: "enterprise", label: "Enterprise", description: "Business solutions" },
  {
    value: "external_intern_applicant",
    label: "Intern Applicant",
    description: "Apply for an internship",
  },
] as const;
export type SignUpRole = OptionValue<typeof SIGN_UP_ROLES>;

/** The views of the sign-in page and dialog. */
export const AUTH_MODES = ["login", "signup", "forgot", "reset"] as const;
export type AuthMode = (typeof AUTH_MODES)[number];
