import { sql } from "drizzle-orm";
import { rowsOf } from "#app/.server/analytics/aggregate-sql.ts";
import { countsPerDay, zeroCounts } from "#app/.server/analytics/range.ts";
import type { Database } from "#app/.server/db/client.ts";

export const ACTIVITY_KINDS = [
  { key: "signIns", label: "Sign-ins" },
  { key: "orders", label: "Orders" },
  { key: "bookings", label: "Bookings" },
  { key: "favorites", label: "Favourites" },
  { key: "submissions", label: "Submissions" },
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number]["key"];

export type MemberActivity = {
  totals: Record<ActivityKind, number>;
  /** One entry per day of the period asked for, oldest first. */
  days: ({ day: string } & Record<ActivityKind, number>)[];
};

/**
 * One member's own doings, never anyone else's: successful sign-ins, orders placed, bookings
 * made, favourites kept and forms sent under their address, in total and per day since `from`.
 */
export async function getMemberActivity(
  db: Database,
  user: { id: string; email: string },
  range: { from: string; to: string },
): Promise<MemberActivity> {
  const email = user.email.toLowerCase();
  const rows = await rowsOf<{ day: string; kind: ActivityKind; n: number }>(
    db,
    sql`select (created_at at time zone 'UTC')::date::text as day, kind, count(*)::int as n from (
      select created_at, 'signIns' as kind from login_attempts
        where lower(email) = ${email} and success
      union all select created_at, 'orders' from orders where user_id = ${user.id}
      union all select created_at, 'bookings' from consultation_bookings
        where (user_id = ${user.id} or lower(email) = ${email}) and status in ('confirmed', 'paid')
      union all select created_at, 'favorites' from favorites where user_id = ${user.id}
      union all select created_at, 'submissions' from contact_messages where lower(email) = ${email}
      union all select created_at, 'submissions' from chronicle_submissions where lower(email) = ${email}
      union all select created_at, 'submissions' from partnership_requests where lower(email) = ${email}
      union all select created_at, 'submissions' from leadership_applications where lower(email) = ${email}
      union all select created_at, 'submissions' from rising_star_nominations
        where lower(nominator_email) = ${email}
    ) mine group by day, kind`,
  );
  const totals = zeroCounts(ACTIVITY_KINDS);
  for (const row of rows) totals[row.kind] += row.n;
  return { totals, days: countsPerDay(ACTIVITY_KINDS, range, rows) };
}
