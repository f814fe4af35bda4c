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
  /** A reset mail to someone else: its text is withheld, only the fact that it was sent is shown. */
  withheld: boolean;
};

/** What a reader sees in place of another person's reset mail. */
export const withheldResetText = (to: string) =>
  `A password reset link was sent to ${to}. Only the person it was sent to can read it here.`;

/**
 * The mail the site sent while no SMTP server is configured, newest first, for admins to read
 * (and to hand a verification link to someone by hand). A reset link is shown only to the admin it
 * was sent to: in anyone else's hands it would take over the account, the supreme admin's included.
 */
export async function listOutbox(
  db: Database,
  reader: { email: string },
  filter: { to?: string; limit?: number } = {},
): Promise<OutboxMail[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(filter.to ? eq(outbox.to, filter.to.toLowerCase()) : undefined)
    .orderBy(desc(outbox.createdAt))
    .limit(filter.limit ?? 50);
  const readerEmail = reader.email.toLowerCase();
  return rows.map((row) => {
    const isPasswordReset = row.headers[MAIL_KIND_HEADER] === "password-reset";
    const withheld = isPasswordReset && row.to.toLowerCase() !== readerEmail;
    return {
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: withheld ? withheldResetText(row.to) : row.text,
      sentAt: formatDateTime(row.createdAt),
      isPasswordReset,
      withheld,
    };
  });
}
