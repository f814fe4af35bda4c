import { desc, eq } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { outbox } from "#app/.server/db/schema.ts";

/** The newest mail in the outbox for an address, or null. */
export async function latestMailTo(db: Database, to: string) {
  const [mail] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return mail ?? null;
}

/** The first link to this site in a mail's text, as a path the test app can fetch. */
export function linkIn(text: string, baseUrl: string): string {
  const url = text.match(/https?:\/\/\S+/)?.[0];
  if (!url?.startsWith(baseUrl)) throw new Error(`no link to ${baseUrl} in: ${text}`);
  return url.slice(baseUrl.length);
}
