import { count, eq } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { INBOX_TABLES } from "#app/.server/submissions/inbox.ts";

/** How many inbox entries no admin has reviewed yet: what the inbox's "New" filter lists. */
export async function countNewSubmissions(db: Database): Promise<number> {
  const counts = await Promise.all(
    INBOX_TABLES.map(async (table) => {
      const [row] = await db.select({ n: count() }).from(table).where(eq(table.status, "new"));
      return row?.n ?? 0;
    }),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}
