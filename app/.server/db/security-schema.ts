import { boolean, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, randomId } from "./columns.ts";
import { users } from "./schema.ts";

export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: randomId(),
    email: text("email").notNull(),
    success: boolean("success").notNull(),
    ipAddress: text("ip_address"),
    // The address as the throttle counts it (an IPv6 /64); rows from before it existed have none.
    clientKey: text("client_key"),
    createdAt: createdAt(),
    // Set when an admin clears a lock, or a success or password reset lifts it: the failure stays
    // on record but no longer counts.
    clearedAt: timestamp("cleared_at", { withTimezone: true }),
  },
  (table) => [
    index("login_attempts_created_at_idx").on(table.createdAt.desc()),
    index("login_attempts_email_idx").on(table.email, table.createdAt),
    index("login_attempts_ip_idx").on(table.ipAddress, table.createdAt),
    index("login_attempts_client_key_idx").on(table.clientKey, table.createdAt),
  ],
);

/**
 * Employee portal sessions. The cookie holds only a random token; the row holds its hash, so a
 * copied database cannot be turned into cookies. The password fingerprint (a keyed hash of the
 * shared password the session was opened with) ends every session when the password changes.
 */
export const employeeSessions = pgTable(
  "employee_sessions",
  {
    id: randomId(),
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    passwordFingerprint: text("password_fingerprint").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("employee_sessions_expires_at_idx").on(table.expiresAt)],
);

/** What admins (and the role command) changed: who, to what, when and from where. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: randomId(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    // Kept as written at the time, so the entry still names the actor after the account is gone.
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    target: text("target").notNull(),
    details: jsonb("details")
      .$type<Record<string, string | number | boolean>>()
      .notNull()
      .default({}),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (table) => [index("audit_log_created_at_idx").on(table.createdAt.desc())],
);
