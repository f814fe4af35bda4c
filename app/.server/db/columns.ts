import { type AnyPgColumn, integer, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { PAYMENT_MODES } from "#app/lib/payment-mode.ts";

/** The primary key of a table whose rows get their id from the database: a random uuid. */
export const randomId = () => uuid("id").primaryKey().defaultRandom();

/** The creation time every table records. */
export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** The time of the last change, kept up to date by Drizzle on every update. */
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Both times, for a table whose rows change after they are made. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A row's required link to the row it is part of (by uuid); deleting that row deletes this one. */
export const partOf = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: "cascade" });

/**
 * Money paid back on a payment: how much in all (the provider's own total after a refund made in
 * its dashboard), when last, and the provider's reference of the last refund.
 */
export const refundColumns = () => ({
  refundedCents: integer("refunded_cents").notNull().default(0),
  refundedAt: timestamp("refunded_at", { withTimezone: true }),
  refundReference: text("refund_reference"),
});

/**
 * Whether a payment moved real money ("live") or went to a test provider ("test"). Every insert
 * sets it from the provider that took the payment; a CHECK in the payment_mode migration keeps
 * the two values.
 */
export const paymentMode = () =>
  text("payment_mode", { enum: PAYMENT_MODES }).notNull().default("live");
