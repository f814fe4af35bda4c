import { sql } from "drizzle-orm";
import { rowsOf } from "#app/.server/analytics/aggregate-sql.ts";
import { addDays, countsPerDay } from "#app/.server/analytics/range.ts";
import type { Database } from "#app/.server/db/client.ts";

export const CONVERSION_KINDS = [
  { key: "signups", label: "Sign-ups" },
  { key: "newsletter", label: "Newsletter confirmations" },
  { key: "bookings", label: "Bookings" },
  { key: "orders", label: "Orders" },
  { key: "submissions", label: "Form submissions" },
] as const;
export type ConversionKind = (typeof CONVERSION_KINDS)[number]["key"];

export type ConversionDay = { day: string } & Record<ConversionKind, number>;

/**
 * What visitors did on each day from `from` to `to` (UTC, both included), counted from the
 * site's own records: new accounts, confirmed newsletter subscriptions, paid or confirmed
 * bookings, paid orders and messages sent through the public forms.
 */
export async function conversionsPerDay(
  db: Database,
  from: string,
  to: string,
): Promise<ConversionDay[]> {
  const start = sql`${`${from}T00:00:00.000Z`}::timestamptz`;
  const end = sql`${`${addDays(to, 1)}T00:00:00.000Z`}::timestamptz`;
  const within = (column: string) =>
    sql`${sql.raw(column)} >= ${start} and ${sql.raw(column)} < ${end}`;
  const day = (column: string) => sql.raw(`(${column} at time zone 'UTC')::date::text`);
  const rows = await rowsOf<{ day: string; kind: ConversionKind; n: number }>(
    db,
    sql`select day, kind, count(*)::int as n from (
      select ${day("created_at")} as day, 'signups' as kind from users where ${within("created_at")}
      union all select ${day("confirmed_at")}, 'newsletter' from newsletter_subscribers
        where ${within("confirmed_at")}
      union all select ${day("created_at")}, 'bookings' from consultation_bookings
        where status in ('confirmed', 'paid') and ${within("created_at")}
      union all select ${day("created_at")}, 'orders' from orders
        where status = 'paid' and ${within("created_at")}
      union all select ${day("created_at")}, 'submissions' from contact_messages where ${within("created_at")}
      union all select ${day("created_at")}, 'submissions' from chronicle_submissions where ${within("created_at")}
      union all select ${day("created_at")}, 'submissions' from partnership_requests where ${within("created_at")}
      union all select ${day("created_at")}, 'submissions' from leadership_applications where ${within("created_at")}
      union all select ${day("created_at")}, 'submissions' from rising_star_nominations where ${within("created_at")}
    ) happened group by day, kind`,
  );
  return countsPerDay(CONVERSION_KINDS, { from, to }, rows);
}
