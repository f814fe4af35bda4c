import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { PRODUCT_TYPES, ROLES } from "#app/lib/domain.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const appRole = pgEnum("app_role", ROLES);
export const productType = pgEnum("product_type", PRODUCT_TYPES);

// better-auth's four tables; the property names are the field names it expects.
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  firstName: text("first_name"),
  lastName: text("last_name"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
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
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: appRole("role").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("user_roles_user_role_idx").on(table.userId, table.role)],
);

export const adminRoleSwitches = pgTable("admin_role_switches", {
  id: uuid("id").primaryKey().defaultRandom(),
  // One switch per admin at a time: a new switch replaces the old one.
  adminId: text("admin_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  viewingAsRole: appRole("viewing_as_role").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    success: boolean("success").notNull(),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
    // Set when an admin clears a lock: the failure stays on record but no longer counts.
    clearedAt: timestamp("cleared_at", { withTimezone: true }),
  },
  (table) => [
    index("login_attempts_created_at_idx").on(table.createdAt.desc()),
    index("login_attempts_email_idx").on(table.email, table.createdAt),
    index("login_attempts_ip_idx").on(table.ipAddress, table.createdAt),
  ],
);

export const products = pgTable(
  "products",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    longDescription: text("long_description"),
    // Money is held in cents so totals never drift through floating point.
    priceCents: integer("price_cents").notNull(),
    oldPriceCents: integer("old_price_cents"),
    image: text("image").notNull(),
    images: jsonb("images").$type<string[]>().notNull().default([]),
    category: text("category").notNull(),
    type: productType("type").notNull(),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    inStock: boolean("in_stock").notNull().default(true),
    availableForPurchase: boolean("available_for_purchase").notNull().default(true),
    badge: text("badge"),
    sku: text("sku"),
    specifications: jsonb("specifications").$type<Record<string, string>>().notNull().default({}),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    // Hidden products stay in orders and carts but leave the shop, search and product pages.
    hidden: boolean("hidden").notNull().default(false),
    eventType: text("event_type"),
    eventDate: text("event_date"),
    location: text("location"),
    externalUrl: text("external_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("products_category_idx").on(table.category),
    index("products_type_idx").on(table.type),
  ],
);

/** A signed-in member's cart; the browser's cart merges into it on sign-in. */
export const cartItems = pgTable(
  "cart_items",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
);

export const favorites = pgTable(
  "favorites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
);

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    status: text("status").notNull().default("paid"),
    totalCents: integer("total_cents").notNull(),
    // The checkout form's one-time key: a retried submit finds the order it already created.
    idempotencyKey: text("idempotency_key").notNull().unique(),
    paymentReference: text("payment_reference"),
    cardLast4: text("card_last4"),
    createdAt: createdAt(),
  },
  (table) => [index("orders_user_idx").on(table.userId, table.createdAt)],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    name: text("name").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (table) => [index("order_lines_order_idx").on(table.orderId)],
);

/** Sign-ups for the waitlists (CIRKYT, the Vault, retail, subscriptions...), one per list and e-mail. */
export const waitlistSignups = pgTable(
  "waitlist_signups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    list: text("list").notNull(),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("waitlist_signups_list_email_idx").on(table.list, table.email)],
);

export const testimonials = pgTable("testimonials", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  role: text("role"),
  quote: text("quote").notNull(),
  rating: integer("rating").notNull().default(5),
  isPublished: boolean("is_published").notNull().default(false),
  createdAt: createdAt(),
});

export const internshipApplications = pgTable("internship_applications", {
  id: uuid("id").primaryKey().defaultRandom(),
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
    id: uuid("id").primaryKey().defaultRandom(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // booking: the slot's end, the hold, the payment session and the card's public part.
    // One booking per slot is enforced by an exclusion constraint in the booking_sql migration.
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    paymentSessionId: text("payment_session_id"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (table) => [
    index("consultation_bookings_scheduled_at_idx").on(table.scheduledAt),
    uniqueIndex("consultation_bookings_payment_session_idx").on(table.paymentSessionId),
    index("consultation_bookings_user_idx").on(table.userId),
    index("consultation_bookings_email_idx").on(table.email),
  ],
);

/** One row per counted action (a form post, a portal sign-in) for rate limits shared by all instances. */
export const rateLimitEvents = pgTable(
  "rate_limit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
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
    id: uuid("id").primaryKey().defaultRandom(),
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
    id: uuid("id").primaryKey().defaultRandom(),
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

// --- forms: contact, chronicle, partnership, leadership, nomination, newsletter -----------------

/** Where an admin has got to with a submission in the inbox. */
const reviewStatus = () => text("status").notNull().default("new");

/** The three contact-page forms; fields one form lacks stay null. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    inquiry: text("inquiry").notNull(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    adaKeyId: text("ada_key_id"),
    subject: text("subject"),
    /** Company for partnership inquiries, media outlet for the press. */
    organization: text("organization"),
    roleTitle: text("role_title"),
    phone: text("phone"),
    /** The support category, partnership inquiry type or press request type. */
    topic: text("topic").notNull(),
    message: text("message").notNull(),
    status: reviewStatus(),
    createdAt: createdAt(),
  },
  (table) => [index("contact_messages_created_idx").on(table.createdAt)],
);

export const chronicleSubmissions = pgTable(
  "chronicle_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    title: text("title").notNull(),
    story: text("story").notNull(),
    category: text("category"),
    achievements: text("achievements"),
    status: reviewStatus(),
    createdAt: createdAt(),
  },
  (table) => [index("chronicle_submissions_created_idx").on(table.createdAt)],
);

export const partnershipRequests = pgTable(
  "partnership_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyName: text("company_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    website: text("website"),
    partnershipType: text("partnership_type").notNull(),
    industry: text("industry"),
    projectDescription: text("project_description"),
    timeline: text("timeline"),
    budget: text("budget"),
    goals: text("goals"),
    status: reviewStatus(),
    createdAt: createdAt(),
  },
  (table) => [index("partnership_requests_created_idx").on(table.createdAt)],
);

export const leadershipApplications = pgTable(
  "leadership_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    currentRole: text("current_role"),
    company: text("company"),
    experience: text("experience"),
    motivation: text("motivation"),
    leadershipRole: text("leadership_role").notNull(),
    availability: text("availability"),
    skills: text("skills"),
    portfolio: text("portfolio"),
    status: reviewStatus(),
    createdAt: createdAt(),
  },
  (table) => [index("leadership_applications_created_idx").on(table.createdAt)],
);

export const risingStarNominations = pgTable(
  "rising_star_nominations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    nomineeName: text("nominee_name").notNull(),
    nomineeEmail: text("nominee_email").notNull(),
    nomineeCompany: text("nominee_company"),
    nomineeRole: text("nominee_role"),
    category: text("category").notNull(),
    nominatorName: text("nominator_name").notNull(),
    nominatorEmail: text("nominator_email").notNull(),
    nominatorRelation: text("nominator_relation"),
    achievements: text("achievements").notNull(),
    why: text("why").notNull(),
    impact: text("impact").notNull(),
    additionalInfo: text("additional_info"),
    /** When the visitor pressed submit (their clock); createdAt is when the server stored it. */
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
    status: reviewStatus(),
    createdAt: createdAt(),
  },
  (table) => [index("rising_star_nominations_created_idx").on(table.createdAt)],
);

/**
 * One row per address. `state` is the double opt-in: pending until the confirmation link is
 * followed, then confirmed, and unsubscribed after the one-click link.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    source: text("source").notNull(),
    interests: jsonb("interests").$type<string[]>().notNull().default([]),
    state: text("state").notNull().default("pending"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    status: reviewStatus(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("newsletter_subscribers_email_idx").on(table.email),
    index("newsletter_subscribers_created_idx").on(table.createdAt),
  ],
);

export const schema = {
  users,
  sessions,
  accounts,
  verifications,
  profiles,
  userRoles,
  adminRoleSwitches,
  loginAttempts,
  products,
  cartItems,
  favorites,
  orders,
  orderLines,
  waitlistSignups,
  testimonials,
  internshipApplications,
  consultationBookings,
  employeeMeetingRequests,
  rateLimitEvents,
  siteSettings,
  outbox,
  contactMessages,
  chronicleSubmissions,
  partnershipRequests,
  leadershipApplications,
  risingStarNominations,
  newsletterSubscribers,
};
