/** The account roles, highest first (a higher role sees everything a lower one does). */
export const ROLES = [
  "admin",
  "management",
  "enterprise",
  "partner",
  "client",
  "internal_intern",
  "external_intern_applicant",
] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Admin",
  management: "Management",
  enterprise: "Enterprise",
  partner: "Partner",
  client: "Client",
  internal_intern: "Internal Intern",
  external_intern_applicant: "Intern Applicant",
};

export const PRODUCT_TYPES = [
  "event",
  "consultation",
  "course",
  "digital",
  "physical",
  "subscription",
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** The eleven shop categories, in the order the shop's filter lists them. */
export const PRODUCT_CATEGORIES = [
  "Healthcare Technology",
  "Fashion Technology",
  "Professional Development",
  "Sustainable Fashion",
  "Quantum Technology",
  "Consulting",
  "Education",
  "E-books",
  "Apparel",
  "Accessories",
  "Subscriptions",
] as const;
