import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { PRODUCT_TYPES, ROLES } from "#app/lib/domain.ts";
import { bookingCalendars } from "./availability-schema.ts";
import {
  createdAt,
  paymentMode,
  randomId,
  refundColumns,
  timestamps,
  updatedAt,
} from "./columns.ts";

export const appRole = pgEnum("app_role", ROLES);
export const productType = pgEnum("product_type", PRODUCT_TYPES);

// better-auth's tables (its four and the two-factor plugin's); the property names are the field
// names it expects.
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  firstName: text("first_name"),
  lastName: text("last_name"),
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  ...timestamps(),
});

/** The account a row belongs to; deleting the account deletes the row. */
export const belongsToUser = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: belongsToUser(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    ...timestamps(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: belongsToUser(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps(),
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

/**
 * An account's authenticator: the TOTP secret, encrypted with the install's auth secret (kept out
 * of backups), and the recovery codes as SHA-256 digests (app/.server/account/recovery-codes.ts).
 * `verified` stays false until the first code from the app is entered.
 */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: belongsToUser(),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (table) => [uniqueIndex("two_factors_user_id_idx").on(table.userId)],
);

export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  email: text("email").notNull().unique(),
  fullName: text("full_name"),
  role: appRole("role").notNull().default("client"),
  isAdmin: boolean("is_admin").notNull().default(false),
  isEmailVerified: boolean("is_email_verified").notNull().default(false),
  accountStatus: text("account_status").notNull().default("active"),
  createdAt: createdAt(),
  lastLogin: timestamp("last_login", { withTimezone: true }),
});

export const userRoles = pgTable(
  "user_roles",
  {
    id: randomId(),
    userId: belongsToUser(),
    role: appRole("role").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("user_roles_user_role_idx").on(table.userId, table.role)],
);

export const adminRoleSwitches = pgTable("admin_role_switches", {
  id: randomId(),
  // One switch per admin at a time: a new switch replaces the old one.
  adminId: text("admin_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  viewingAsRole: appRole("viewing_as_role").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const testimonials = pgTable("testimonials", {
  id: randomId(),
  name: text("name").notNull(),
  role: text("role"),
  quote: text("quote").notNull(),
  rating: integer("rating").notNull().default(5),
  isPublished: boolean("is_published").notNull().default(false),
  createdAt: createdAt(),
});

export const internshipApplications = pgTable("internship_applications", {
  id: randomId(),
  userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  fullName: text("full_name").notNull(),
  email: text("email").notNull(),
  program: text("program").notNull(),
  message: text("message"),
  status: text("status").notNull().default("under_review"),
  createdAt: createdAt(),
});

export const consultationBookings = pgTable(
  "consultation_bookings",
  {
    id: randomId(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    message: text("message"),
    timezone: text("timezone").notNull(),
    consultationType: text("consultation_type").notNull(),
    priceCents: integer("price_cents").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    status: text("status").notNull().default("pending"),
    paymentReference: text("payment_reference"),
    ...timestamps(),
    // booking: the slot's end, the hold, the payment session and the card's public part.
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    paymentSessionId: text("payment_session_id"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    // Who is holding an unpaid slot, kept only while the hold lasts: it caps holds per address.
    clientAddress: text("client_address"),
    paymentMode: paymentMode(),
    // The host's calendar the session is on, chosen by its tier when it was booked: bookings on
    // one calendar never overlap (the exclusion constraint of the booking_control migration).
    calendarId: integer("calendar_id")
      .notNull()
      .references(() => bookingCalendars.id),
    ...refundColumns(),
  },
  (table) => [
    index("consultation_bookings_scheduled_at_idx").on(table.scheduledAt),
    uniqueIndex("consultation_bookings_payment_session_idx").on(table.paymentSessionId),
    index("consultation_bookings_user_idx").on(table.userId),
    index("consultation_bookings_email_idx").on(table.email),
    index("consultation_bookings_client_address_idx").on(table.clientAddress),
  ],
);

/** One row per counted action (a form post, a portal sign-in) for rate limits shared by all instances. */
export const rateLimitEvents = pgTable(
  "rate_limit_events",
  {
    id: randomId(),
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("rate_limit_events_lookup_idx").on(table.bucket, table.key, table.createdAt)],
);

/** Meeting requests from the employee portal, shown to the manager they were sent to. */
export const employeeMeetingRequests = pgTable(
  "employee_meeting_requests",
  {
    id: randomId(),
    employeeEmail: text("employee_email").notNull(),
    employeeName: text("employee_name").notNull(),
    managerEmail: text("manager_email").notNull(),
    managerName: text("manager_name").notNull(),
    status: text("status").notNull().default("requested"),
    createdAt: createdAt(),
  },
  (table) => [
    index("employee_meeting_requests_manager_idx").on(table.managerEmail, table.createdAt),
  ],
);

export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

export const outbox = pgTable(
  "outbox",
  {
    id: randomId(),
    to: text("to").notNull(),
    from: text("from").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    // booking: files sent with the mail (the consultation's .ics), kept so the outbox shows them.
    attachments: jsonb("attachments")
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
  },
  (table) => [index("outbox_to_idx").on(table.to, table.createdAt)],
);
