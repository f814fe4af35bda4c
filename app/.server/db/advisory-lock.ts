import { sql } from "drizzle-orm";
import type { Transaction } from "./insert-account.ts";

/**
 * Holds a lock named `name` until the caller's transaction ends. Counting and then writing is only
 * safe when no one else counts the same thing in between: under PostgreSQL's default isolation two
 * transactions would both see the old count. Names are hashed to the 64-bit key PostgreSQL locks
 * on; two names sharing a hash only wait for each other, which is harmless.
 */
export async function lockForTransaction(tx: Transaction, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}
