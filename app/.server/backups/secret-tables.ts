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
