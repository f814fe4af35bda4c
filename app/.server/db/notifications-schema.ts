import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, randomId } from "./columns.ts";
import { belongsToUser } from "./schema.ts";

// Who hears about what: activity-mail opt-outs and the browsers that take push messages.

/**
 * An address that asked for no activity e-mail (reminders, order and booking changes). Keyed by
 * address, not account, because guests book too and every such mail carries an unsubscribe link.
 */
export const notificationOptOuts = pgTable("notification_opt_outs", {
  email: text("email").primaryKey(),
  createdAt: createdAt(),
});

/** One browser's Web Push subscription for a member; the push service's answer decides its life. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: randomId(),
    userId: belongsToUser(),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("push_subscriptions_user_idx").on(table.userId)],
);
