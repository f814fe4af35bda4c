import type { Database } from "#app/.server/db/client.ts";
import {
  chronicleSubmissions,
  contactMessages,
  leadershipApplications,
  partnershipRequests,
  risingStarNominations,
} from "#app/.server/db/forms-schema.ts";
import type { ChronicleSubmission } from "#app/schemas/chronicle.ts";
import type { ContactSubmission } from "#app/schemas/contact.ts";
import type { LeadershipApplication } from "#app/schemas/leadership.ts";
import type { Nomination } from "#app/schemas/nomination.ts";
import type { PartnershipRequest } from "#app/schemas/partnership.ts";

/** An empty optional box is stored as null, not as an empty string. */
const orNull = (value: string | undefined) => (value ? value : null);

export async function saveContactMessage(db: Database, value: ContactSubmission): Promise<void> {
  await db.insert(contactMessages).values({
    inquiry: value.inquiry,
    fullName: value.fullName,
    email: value.email,
    adaKeyId: value.inquiry === "general" ? orNull(value.adaKeyId) : null,
    subject: value.inquiry === "general" ? value.subject : null,
    organization: value.inquiry === "general" ? null : value.organization,
    roleTitle: value.inquiry === "general" ? null : value.roleTitle,
    phone: value.inquiry === "press" ? value.phone : null,
    topic: value.inquiry === "general" ? value.category : value.topic,
    message: value.message,
  });
}

export async function saveChronicle(db: Database, value: ChronicleSubmission): Promise<void> {
  await db.insert(chronicleSubmissions).values({
    name: value.name,
    email: value.email,
    title: value.title,
    story: value.story,
    category: value.category ?? null,
    achievements: orNull(value.achievements),
  });
}

export async function savePartnershipRequest(
  db: Database,
  value: PartnershipRequest,
): Promise<void> {
  await db.insert(partnershipRequests).values({
    companyName: value.companyName,
    contactName: value.contactName,
    email: value.email,
    phone: orNull(value.phone),
    website: orNull(value.website),
    partnershipType: value.partnershipType,
    industry: value.industry ?? null,
    projectDescription: orNull(value.projectDescription),
    timeline: value.timeline ?? null,
    budget: value.budget ?? null,
    goals: orNull(value.goals),
  });
}

export async function saveLeadershipApplication(
  db: Database,
  value: LeadershipApplication,
): Promise<void> {
  await db.insert(leadershipApplications).values({
    firstName: value.firstName,
    lastName: value.lastName,
    email: value.email,
    phone: orNull(value.phone),
    currentRole: orNull(value.currentRole),
    company: orNull(value.company),
    experience: orNull(value.experience),
    motivation: orNull(value.motivation),
    leadershipRole: value.leadershipRole,
    availability: value.availability ?? null,
    skills: orNull(value.skills),
    portfolio: orNull(value.portfolio),
  });
}

export async function saveNomination(
  db: Database,
  value: Nomination,
  now: Date = new Date(),
): Promise<void> {
  await db.insert(risingStarNominations).values({
    nomineeName: value.nomineeName,
    nomineeEmail: value.nomineeEmail,
    nomineeCompany: orNull(value.nomineeCompany),
    nomineeRole: orNull(value.nomineeRole),
    category: value.category,
    nominatorName: value.nominatorName,
    nominatorEmail: value.nominatorEmail,
    nominatorRelation: orNull(value.nominatorRelation),
    achievements: value.achievements,
    why: value.why,
    impact: value.impact,
    additionalInfo: orNull(value.additionalInfo),
    submittedAt: value.submittedAt ? new Date(value.submittedAt) : now,
  });
}
