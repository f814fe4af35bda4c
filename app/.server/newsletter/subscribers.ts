import { and, count, desc, eq, ilike, sql } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { newsletterSubscribers } from "#app/.server/db/forms-schema.ts";
import { csvCell } from "#app/.server/submissions/csv.ts";
import { likePattern } from "#app/.server/submissions/inbox.ts";
import type { SubscriberFilter } from "#app/schemas/newsletter-admin.ts";

export type Subscriber = {
  id: string;
  email: string;
  state: string;
  interests: string[];
  source: string;
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  suppressedAt: Date | null;
};

const SUBSCRIBER_COLUMNS = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  state: newsletterSubscribers.state,
  interests: newsletterSubscribers.interests,
  source: newsletterSubscribers.source,
  createdAt: newsletterSubscribers.createdAt,
  confirmedAt: newsletterSubscribers.confirmedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
  suppressedAt: newsletterSubscribers.suppressedAt,
};

/** Subscribers matching the filter, newest first. */
export async function listSubscribers(
  db: Database,
  filter: SubscriberFilter,
  limit?: number,
): Promise<Subscriber[]> {
  const conditions = [
    filter.state ? eq(newsletterSubscribers.state, filter.state) : undefined,
    filter.q ? ilike(newsletterSubscribers.email, likePattern(filter.q)) : undefined,
  ];
  const query = db
    .select(SUBSCRIBER_COLUMNS)
    .from(newsletterSubscribers)
    .where(and(...conditions))
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
  return limit ? query.limit(limit) : query;
}

export type SubscriberCounts = {
  byState: Record<string, number>;
  /** Confirmed subscribers per interest: who a campaign for that interest would reach. */
  byInterest: Record<string, number>;
};

export async function countSubscribers(db: Database): Promise<SubscriberCounts> {
  const states = await db
    .select({ state: newsletterSubscribers.state, n: count() })
    .from(newsletterSubscribers)
    .groupBy(newsletterSubscribers.state);
  const interest = sql<string>`jsonb_array_elements_text(${newsletterSubscribers.interests})`;
  const interests = await db
    .select({ interest, n: count() })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.state, "confirmed"))
    .groupBy(interest);
  return {
    byState: Object.fromEntries(states.map((row) => [row.state, Number(row.n)])),
    byInterest: Object.fromEntries(interests.map((row) => [row.interest, Number(row.n)])),
  };
}

/** Ids come from addresses people can type: anything but a uuid is nobody. */
export const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export async function findSubscriber(db: Database, id: string): Promise<Subscriber | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(SUBSCRIBER_COLUMNS)
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Removes a person entirely on their request: the subscriber row, and with it (by the foreign
 * keys) every campaign delivery that named them. Returns whether there was one.
 */
export async function eraseSubscriber(db: Database, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const deleted = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .returning({ id: newsletterSubscribers.id });
  return deleted.length > 0;
}

const iso = (date: Date | null) => (date ? date.toISOString() : "");

export function subscribersToCsv(subscribers: Subscriber[]): string {
  const header = [
    "Email",
    "Status",
    "Interests",
    "Source",
    "Signed up (UTC)",
    "Confirmed (UTC)",
    "Unsubscribed (UTC)",
    "Suppressed (UTC)",
  ];
  const lines = subscribers.map((row) =>
    [
      row.email,
      row.state,
      row.interests.join(" "),
      row.source,
      iso(row.createdAt),
      iso(row.confirmedAt),
      iso(row.unsubscribedAt),
      iso(row.suppressedAt),
    ]
      .map(csvCell)
      .join(","),
  );
  return `${[header.map(csvCell).join(","), ...lines].join("\r\n")}\r\n`;
}
