import { and, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "#app/.server/db/client.ts";
import {
  chronicleSubmissions,
  contactMessages,
  leadershipApplications,
  newsletterSubscribers,
  partnershipRequests,
  risingStarNominations,
} from "#app/.server/db/forms-schema.ts";
import type { InboxFilter, InboxStatus, InboxType } from "#app/schemas/inbox.ts";

export type InboxItem = {
  type: InboxType;
  id: string;
  status: string;
  createdAt: Date;
  name: string;
  email: string;
  /** A one-line headline: subject, title, company... */
  summary: string;
  /** Every stored field, labelled, for the detail view and the CSV. */
  fields: [string, string][];
};

type Row = Record<string, unknown> & { id: string; status: string; createdAt: Date };

type Source = {
  table: PgTable & { id: PgColumn; status: PgColumn; createdAt: PgColumn };
  /** The columns the search box looks in. */
  searchable: PgColumn[];
  toItem: (row: Row) => Omit<InboxItem, "type" | "id" | "status" | "createdAt">;
};

const text = (value: unknown) =>
  value === null || value === undefined
    ? ""
    : Array.isArray(value)
      ? value.join(", ")
      : value instanceof Date
        ? value.toISOString()
        : String(value);

const labelled = (row: Row, labels: Record<string, string>): [string, string][] =>
  Object.entries(labels)
    .map(([key, label]): [string, string] => [label, text(row[key])])
    .filter(([, value]) => value !== "");

const SOURCES: Record<InboxType, Source> = {
  contact: {
    table: contactMessages,
    searchable: [
      contactMessages.fullName,
      contactMessages.email,
      contactMessages.subject,
      contactMessages.organization,
      contactMessages.message,
    ],
    toItem: (row) => ({
      name: text(row.fullName),
      email: text(row.email),
      summary: `${text(row.inquiry)}: ${text(row.subject) || text(row.organization)}`,
      fields: labelled(row, {
        inquiry: "Inquiry",
        adaKeyId: "Ada Key ID",
        subject: "Subject",
        organization: "Company / outlet",
        roleTitle: "Title / role",
        phone: "Phone",
        topic: "Category / type",
        message: "Message",
      }),
    }),
  },
  chronicle: {
    table: chronicleSubmissions,
    searchable: [
      chronicleSubmissions.name,
      chronicleSubmissions.email,
      chronicleSubmissions.title,
      chronicleSubmissions.story,
    ],
    toItem: (row) => ({
      name: text(row.name),
      email: text(row.email),
      summary: text(row.title),
      fields: labelled(row, {
        title: "Title",
        category: "Category",
        story: "Story",
        achievements: "Achievements",
      }),
    }),
  },
  partnership: {
    table: partnershipRequests,
    searchable: [
      partnershipRequests.companyName,
      partnershipRequests.contactName,
      partnershipRequests.email,
      partnershipRequests.projectDescription,
    ],
    toItem: (row) => ({
      name: text(row.contactName),
      email: text(row.email),
      summary: `${text(row.companyName)} (${text(row.partnershipType)})`,
      fields: labelled(row, {
        companyName: "Company",
        phone: "Phone",
        website: "Website",
        partnershipType: "Partnership type",
        industry: "Industry",
        timeline: "Timeline",
        budget: "Budget",
        projectDescription: "Project description",
        goals: "Goals",
      }),
    }),
  },
  leadership: {
    table: leadershipApplications,
    searchable: [
      leadershipApplications.firstName,
      leadershipApplications.lastName,
      leadershipApplications.email,
      leadershipApplications.company,
    ],
    toItem: (row) => ({
      name: `${text(row.firstName)} ${text(row.lastName)}`,
      email: text(row.email),
      summary: text(row.leadershipRole),
      fields: labelled(row, {
        leadershipRole: "Leadership role",
        availability: "Availability",
        phone: "Phone",
        currentRole: "Current role",
        company: "Company",
        experience: "Experience",
        motivation: "Motivation",
        skills: "Skills",
        portfolio: "Portfolio",
      }),
    }),
  },
  nomination: {
    table: risingStarNominations,
    searchable: [
      risingStarNominations.nomineeName,
      risingStarNominations.nomineeEmail,
      risingStarNominations.nominatorName,
      risingStarNominations.nominatorEmail,
    ],
    toItem: (row) => ({
      name: text(row.nominatorName),
      email: text(row.nominatorEmail),
      summary: `${text(row.nomineeName)} — ${text(row.category)}`,
      fields: labelled(row, {
        nomineeName: "Nominee",
        nomineeEmail: "Nominee e-mail",
        nomineeCompany: "Nominee company",
        nomineeRole: "Nominee role",
        category: "Category",
        nominatorRelation: "Relationship",
        achievements: "Achievements",
        why: "Why",
        impact: "Impact",
        additionalInfo: "Additional information",
        submittedAt: "Submitted at",
      }),
    }),
  },
  newsletter: {
    table: newsletterSubscribers,
    searchable: [newsletterSubscribers.email],
    toItem: (row) => ({
      name: "",
      email: text(row.email),
      summary: `Subscriber (${text(row.state)})`,
      fields: labelled(row, {
        state: "Subscription",
        source: "Source",
        interests: "Interests",
        confirmedAt: "Confirmed at",
        unsubscribedAt: "Unsubscribed at",
      }),
    }),
  },
};

/** Every table the inbox lists; each row starts as "new" until an admin reviews it. */
export const INBOX_TABLES = Object.values(SOURCES).map((source) => source.table);

const INBOX_LIMIT = 500;

/** `%` and `_` typed into the search box are searched for literally. */
export const likePattern = (query: string) =>
  `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Every submission and subscriber matching the filter, newest first. */
export async function listInbox(db: Database, filter: InboxFilter): Promise<InboxItem[]> {
  const types = filter.type ? [filter.type] : (Object.keys(SOURCES) as InboxType[]);
  const lists = await Promise.all(
    types.map(async (type) => {
      const source = SOURCES[type];
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(source.table.status, filter.status));
      if (filter.q) {
        const pattern = likePattern(filter.q);
        const match = or(...source.searchable.map((column) => ilike(column, pattern)));
        if (match) conditions.push(match);
      }
      const rows = (await db
        .select()
        .from(source.table)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(source.table.createdAt))
        .limit(INBOX_LIMIT)) as Row[];
      return rows.map(
        (row): InboxItem => ({
          type,
          id: row.id,
          status: row.status,
          createdAt: row.createdAt,
          ...source.toItem(row),
        }),
      );
    }),
  );
  return lists
    .flat()
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, INBOX_LIMIT);
}

/** Marks one submission new, handled or spam; false when there is no such submission. */
export async function setInboxStatus(
  db: Database,
  change: { type: InboxType; id: string; status: InboxStatus },
): Promise<boolean> {
  const { table } = SOURCES[change.type];
  const updated = await db
    .update(table)
    .set({ status: change.status } as never)
    .where(eq(table.id, change.id))
    .returning({ id: table.id });
  return updated.length > 0;
}
