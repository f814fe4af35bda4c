import { count, desc, notInArray } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import {
  consultationBookings,
  internshipApplications,
  profiles,
  testimonials,
} from "#app/.server/db/schema.ts";
import { products } from "#app/.server/db/shop-schema.ts";
import { formatDateTime } from "#app/lib/dates.ts";

export type ActivityKind = "sign-up" | "booking" | "application" | "testimonial";

export type ActivityItem = {
  id: string;
  kind: ActivityKind;
  title: string;
  detail: string;
  at: string;
  /** ISO time for the <time> element's machine-readable value. */
  atIso: string;
};

export type ContentOverview = {
  counts: {
    products: number;
    testimonials: number;
    internshipApplications: number;
    consultationBookings: number;
  };
  activity: ActivityItem[];
};

const RECENT_ACTIVITY_LIMIT = 10;

type RawEvent = { id: string; kind: ActivityKind; title: string; detail: string; at: Date };

/** One table's rows as events of one kind; the kind leads each id, as two tables' ids may meet. */
function eventsOf<Row extends { id: string; at: Date }>(
  kind: ActivityKind,
  title: string,
  rows: Row[],
  detail: (row: Row) => string,
): RawEvent[] {
  return rows.map((row) => ({
    id: `${kind}-${row.id}`,
    kind,
    title,
    detail: detail(row),
    at: row.at,
  }));
}

/**
 * The latest events across sign-ups, bookings, applications and testimonials: each table gives
 * its own newest few, and the merge keeps the newest overall.
 */
async function recentActivity(db: Database): Promise<ActivityItem[]> {
  const limit = RECENT_ACTIVITY_LIMIT;
  const [signUps, bookings, applications, quotes] = await Promise.all([
    db
      .select({
        id: profiles.id,
        email: profiles.email,
        name: profiles.fullName,
        at: profiles.createdAt,
      })
      .from(profiles)
      .orderBy(desc(profiles.createdAt))
      .limit(limit),
    db
      .select({
        id: consultationBookings.id,
        name: consultationBookings.name,
        type: consultationBookings.consultationType,
        at: consultationBookings.createdAt,
      })
      .from(consultationBookings)
      .where(notInArray(consultationBookings.status, ["held", "expired"]))
      .orderBy(desc(consultationBookings.createdAt))
      .limit(limit),
    db
      .select({
        id: internshipApplications.id,
        name: internshipApplications.fullName,
        program: internshipApplications.program,
        at: internshipApplications.createdAt,
      })
      .from(internshipApplications)
      .orderBy(desc(internshipApplications.createdAt))
      .limit(limit),
    db
      .select({ id: testimonials.id, name: testimonials.name, at: testimonials.createdAt })
      .from(testimonials)
      .orderBy(desc(testimonials.createdAt))
      .limit(limit),
  ]);
  const events = [
    ...eventsOf("sign-up", "New member joined", signUps, (row) =>
      row.name ? `${row.name} (${row.email})` : row.email,
    ),
    ...eventsOf("booking", "Consultation booked", bookings, (row) => `${row.name} · ${row.type}`),
    ...eventsOf(
      "application",
      "Internship application received",
      applications,
      (row) => `${row.name} · ${row.program}`,
    ),
    ...eventsOf("testimonial", "Testimonial submitted", quotes, (row) => row.name),
  ];
  return events
    .sort((a, b) => b.at.getTime() - a.at.getTime() || a.id.localeCompare(b.id))
    .slice(0, limit)
    .map((event) => ({
      id: event.id,
      kind: event.kind,
      title: event.title,
      detail: event.detail,
      at: formatDateTime(event.at),
      atIso: event.at.toISOString(),
    }));
}

/** /admin/content: real counts of the four content tables and what happened lately. */
export async function getContentOverview(db: Database): Promise<ContentOverview> {
  const countOf = async (
    table: typeof products | typeof testimonials | typeof internshipApplications,
  ) => {
    const [row] = await db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };
  const [productCount, testimonialCount, applicationCount, bookingCount, activity] =
    await Promise.all([
      countOf(products),
      countOf(testimonials),
      countOf(internshipApplications),
      // booking: a hold waiting for payment (or one that lapsed) is not a booking yet.
      db
        .select({ n: count() })
        .from(consultationBookings)
        .where(notInArray(consultationBookings.status, ["held", "expired"]))
        .then(([row]) => row?.n ?? 0),
      recentActivity(db),
    ]);
  return {
    counts: {
      products: productCount,
      testimonials: testimonialCount,
      internshipApplications: applicationCount,
      consultationBookings: bookingCount,
    },
    activity,
  };
}
