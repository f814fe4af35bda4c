import { and, count, eq, gt, or, sql } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { consultationBookings } from "#app/.server/db/schema.ts";

/**
 * Unpaid holds one person may have at once, counted per e-mail address and per client address:
 * a hosted payment keeps its slot for half an hour, and without a cap one visitor could hold
 * every slot of a day without paying for any.
 */
export const MAX_UNPAID_HOLDS = 2;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Inside the transaction that takes a hold: waits for any other hold being taken for the same
 * e-mail or address (transaction-scoped advisory locks, in one order so two of them cannot
 * deadlock), then says whether one more unpaid hold is allowed. Concurrent requests therefore
 * count one after another, never all at once.
 */
export async function mayHoldAnother(
  tx: Transaction,
  holder: { email: string; clientAddress: string },
  now: Date,
): Promise<boolean> {
  const email = holder.email.toLowerCase();
  // An address the server could not learn is no one's: it must not pool every such visitor.
  const address = holder.clientAddress || null;
  const keys = [`booking-hold:email:${email}`];
  if (address) keys.push(`booking-hold:address:${address}`);
  keys.sort();
  for (const key of keys) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
  const [row] = await tx
    .select({ holds: count() })
    .from(consultationBookings)
    .where(
      and(
        eq(consultationBookings.status, "held"),
        gt(consultationBookings.holdExpiresAt, now),
        or(
          eq(sql`lower(${consultationBookings.email})`, email),
          address ? eq(consultationBookings.clientAddress, address) : undefined,
        ),
      ),
    );
  return (row?.holds ?? 0) < MAX_UNPAID_HOLDS;
}
