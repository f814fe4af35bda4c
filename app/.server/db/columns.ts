import { timestamp } from "drizzle-orm/pg-core";

/** The creation time every table records. */
export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** The time of the last change, kept up to date by Drizzle on every update. */
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
