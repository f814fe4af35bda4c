import { withheldResetText } from "#app/.server/mail/outbox.ts";
import { MAIL_KIND_HEADER } from "#app/.server/mail/templates.ts";

/**
 * Tables whose rows are live secrets or keys, never written to a backup nor restored from one:
 * better-auth's verification tokens (password-reset and e-mail links) and sessions, the employee
 * portal's sessions, browsers' push keys and each day's analytics salt. Anyone who can download a
 * backup could otherwise take over an account or undo the analytics' anonymity. A restored site
 * has none of them: everyone signs in again and browsers subscribe to push again.
 */
export const SECRET_TABLES: ReadonlySet<string> = new Set([
  "verifications",
  "sessions",
  "employee_sessions",
  "push_subscriptions",
  "analytics_salts",
]);

type Row = Record<string, unknown>;

/**
 * Rows that are kept but carry a secret in one column, keyed by table: a password-reset mail in the
 * outbox holds the reset link itself, live for as long as its token is.
 */
const WITHOUT_SECRETS: Readonly<Record<string, (row: Row) => Row>> = {
  outbox: (row) => {
    const headers = row.headers as Record<string, string> | null;
    if (headers?.[MAIL_KIND_HEADER] !== "password-reset") return row;
    return { ...row, text: withheldResetText(String(row.to)), html: null };
  },
};

/** A row as PostgreSQL's JSON of it, with any secret it holds blanked for a backup. */
export function rowLineWithoutSecrets(table: string, line: string): string {
  const blank = WITHOUT_SECRETS[table];
  return blank ? JSON.stringify(blank(JSON.parse(line) as Row)) : line;
}
