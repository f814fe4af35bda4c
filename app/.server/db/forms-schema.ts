import {
  index,
  jsonb,
  type PgColumnBuilderBase,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, randomId, timestamps } from "./columns.ts";

// The public forms: contact, chronicle, partnership, leadership, nomination, newsletter.

/** Where an admin has got to with a submission in the inbox. */
const reviewStatus = () => text("status").notNull().default("new");

/**
 * A form's table as the admin inbox reads it: a random id, the form's own fields, the review
 * status, when it was stored, and an index on that time for the newest-first list.
 */
function inboxTable<TName extends string, TFields extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  fields: TFields,
) {
  return pgTable(
    name,
    {
      id: randomId(),
      ...fields,
      status: reviewStatus(),
      createdAt: createdAt(),
    },
    (table) => [index(`${name}_created_idx`).on(table.createdAt)],
  );
}

/** The three contact-page forms; fields one form lacks stay null. */
export const contactMessages = inboxTable("contact_messages", {
  inquiry: text("inquiry").notNull(),
  fullName: text("full_name").notNull(),
  email: text("email").notNull(),
  adaKeyId: text("ada_key_id"),
  subject: text("subject"),
  /** Company for partnership inquiries, media outlet for the press. */
  organization: text("organization"),
  roleTitle: text("role_title"),
  phone: text("phone"),
  /** The support category, partnership inquiry type or press request type. */
  topic: text("topic").notNull(),
  message: text("message").notNull(),
});

export const chronicleSubmissions = inboxTable("chronicle_submissions", {
  name: text("name").notNull(),
  email: text("email").notNull(),
  title: text("title").notNull(),
  story: text("story").notNull(),
  category: text("category"),
  achievements: text("achievements"),
});

export const partnershipRequests = inboxTable("partnership_requests", {
  companyName: text("company_name").notNull(),
  contactName: text("contact_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  website: text("website"),
  partnershipType: text("partnership_type").notNull(),
  industry: text("industry"),
  projectDescription: text("project_description"),
  timeline: text("timeline"),
  budget: text("budget"),
  goals: text("goals"),
});

export const leadershipApplications = inboxTable("leadership_applications", {
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  currentRole: text("current_role"),
  company: text("company"),
  experience: text("experience"),
  motivation: text("motivation"),
  leadershipRole: text("leadership_role").notNull(),
  availability: text("availability"),
  skills: text("skills"),
  portfolio: text("portfolio"),
});

export const risingStarNominations = inboxTable("rising_star_nominations", {
  nomineeName: text("nominee_name").notNull(),
  nomineeEmail: text("nominee_email").notNull(),
  nomineeCompany: text("nominee_company"),
  nomineeRole: text("nominee_role"),
  category: text("category").notNull(),
  nominatorName: text("nominator_name").notNull(),
  nominatorEmail: text("nominator_email").notNull(),
  nominatorRelation: text("nominator_relation"),
  achievements: text("achievements").notNull(),
  why: text("why").notNull(),
  impact: text("impact").notNull(),
  additionalInfo: text("additional_info"),
  /** When the visitor pressed submit (their clock); createdAt is when the server stored it. */
  submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
});

/** Where each public form's submissions are kept, by the form's name in the inbox. */
export const submissionTables = {
  contact: contactMessages,
  chronicle: chronicleSubmissions,
  partnership: partnershipRequests,
  leadership: leadershipApplications,
  nomination: risingStarNominations,
} as const;

export type SubmissionTable = (typeof submissionTables)[keyof typeof submissionTables];

/**
 * One row per address. `state` is the double opt-in: pending until the confirmation link is
 * followed, then confirmed, and unsubscribed after the one-click link; suppressed when a mail
 * server refused the address for good, so no campaign is sent to it again.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: randomId(),
    email: text("email").notNull(),
    source: text("source").notNull(),
    interests: jsonb("interests").$type<string[]>().notNull().default([]),
    state: text("state").notNull().default("pending"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    suppressedAt: timestamp("suppressed_at", { withTimezone: true }),
    /** The mail server's refusal that suppressed the address, as it answered. */
    suppressionReason: text("suppression_reason"),
    status: reviewStatus(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("newsletter_subscribers_email_idx").on(table.email),
    index("newsletter_subscribers_created_idx").on(table.createdAt),
  ],
);
