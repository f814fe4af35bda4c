import { text, timestamp } from "drizzle-orm/pg-core";
import { PAYMENT_MODES } from "#app/lib/payment-mode.ts";

/** The creation time every table records. */
export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** The time of the last change, kept up to date by Drizzle on every update. */
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * Whether a payment moved real money ("live") or went to a test provider ("test"). Every insert
 * sets it from the provider that took the payment; a CHECK in the payment_mode migration keeps
 * the two values.
 */
export const paymentMode = () =>
  text("payment_mode", { enum: PAYMENT_MODES }).notNull().default("live");
