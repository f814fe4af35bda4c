import { desc, eq } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { outbox } from "#app/.server/db/schema.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { MAIL_KIND_HEADER } from "./templates.ts";

export type OutboxMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
  /** Its link sets a new password: whoever reads it can take over the account. */
  isPasswordReset: boolean;
};

/**
 * The mail the site sent while no SMTP server is configured, newest first, for admins to read
 * (and to hand a verification or reset link to someone by hand).
 */
export async function listOutbox(
  db: Database,
  filter: { to?: string; limit?: number } = {},
): Promise<OutboxMail[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(filter.to ? eq(outbox.to, filter.to.toLowerCase()) : undefined)
    .orderBy(desc(outbox.createdAt))
    .limit(filter.limit ?? 50);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    sentAt: formatDateTime(row.createdAt),
    isPasswordReset: row.headers[MAIL_KIND_HEADER] === "password-reset",
  }));
}
