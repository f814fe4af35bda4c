import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  createdAt,
  partOf,
  paymentMode,
  randomId,
  refundColumns,
  timestamps,
  updatedAt,
} from "./columns.ts";
import { belongsToUser, productType, users } from "./schema.ts";

// The shop: the catalog, carts, favourites, orders and waitlists.
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
    // An event's start and end as wall-clock times in its zone, so a change to the zone's
    // daylight-saving rules keeps the hour its organiser chose (decision 0027).
    eventStart: timestamp("event_start", { mode: "string" }),
    eventEnd: timestamp("event_end", { mode: "string" }),
    eventTimeZone: text("event_time_zone"),
    location: text("location"),
    externalUrl: text("external_url"),
    ...timestamps(),
  },
  (table) => [
    index("products_category_idx").on(table.category),
    index("products_type_idx").on(table.type),
    check(
      "products_event_time_check",
      sql`(${table.eventStart} is null and ${table.eventEnd} is null and ${table.eventTimeZone} is null) or (${table.eventEnd} > ${table.eventStart} and ${table.eventTimeZone} is not null)`,
    ),
  ],
);

/** The product a row is about; deleting the product deletes the row. */
export const belongsToProduct = () =>
  text("product_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" });

/** A signed-in member's cart; the browser's cart merges into it on sign-in. */
export const cartItems = pgTable(
  "cart_items",
  {
    userId: belongsToUser(),
    productId: belongsToProduct(),
    quantity: integer("quantity").notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
);

export const favorites = pgTable(
  "favorites",
  {
    userId: belongsToUser(),
    productId: belongsToProduct(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
);

/**
 * What an order goes through: stored before any payment, then paid, or cancelled unpaid; a paid
 * order refunded in full is "refunded".
 */
export const ORDER_STATUSES = ["pending", "paid", "cancelled", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orders = pgTable(
  "orders",
  {
    id: randomId(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    status: text("status").$type<OrderStatus>().notNull().default("pending"),
    // Cents in 64 bits: no cart can add up to more than the column holds.
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    // The checkout form's one-time key: a retried submit finds the order it already created.
    idempotencyKey: text("idempotency_key").notNull().unique(),
    // Who used the key, for which lines and amount: the key replays only that same order.
    cartFingerprint: text("cart_fingerprint"),
    // The hosted payment page (Stripe Checkout) this order is paid through.
    paymentSessionId: text("payment_session_id").unique(),
    paymentReference: text("payment_reference"),
    cardLast4: text("card_last4"),
    createdAt: createdAt(),
    paymentMode: paymentMode(),
    // Set once an admin has sent or delivered a paid order; the status stays "paid".
    fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
    ...refundColumns(),
  },
  (table) => [
    index("orders_user_idx").on(table.userId, table.createdAt),
    check(
      "orders_status_check",
      sql`${table.status} in (${sql.raw(ORDER_STATUSES.map((status) => `'${status}'`).join(", "))})`,
    ),
    check("orders_total_check", sql`${table.totalCents} >= 0`),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: randomId(),
    orderId: partOf("order_id", () => orders.id),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    name: text("name").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (table) => [
    index("order_lines_order_idx").on(table.orderId),
    check("order_lines_quantity_check", sql`${table.quantity} > 0`),
  ],
);

/** Sign-ups for the waitlists (CIRKYT, the Vault, retail, subscriptions...), one per list and e-mail. */
export const waitlistSignups = pgTable(
  "waitlist_signups",
  {
    id: randomId(),
    list: text("list").notNull(),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("waitlist_signups_list_email_idx").on(table.list, table.email)],
);
