import { and, desc, eq, inArray, notInArray, or } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { pushSubscriptions } from "#app/.server/db/notifications-schema.ts";
import { profiles, users } from "#app/.server/db/schema.ts";
import type { PushSubscriptionInput } from "#app/schemas/push-subscription.ts";

export type StoredSubscription = { endpoint: string; p256dh: string; auth: string };

/** Browsers one member may have subscribed at once; a new one beyond this replaces the oldest. */
export const SUBSCRIPTIONS_PER_MEMBER = 10;

/**
 * Stores this browser's subscription for the member; a browser that re-subscribes moves over.
 * Past SUBSCRIPTIONS_PER_MEMBER the member's oldest subscriptions go, so no account can fill the
 * table or the push job with endpoints.
 */
export async function saveSubscription(db: Database, userId: string, input: PushSubscriptionInput) {
  const values = {
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    createdAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(SUBSCRIPTIONS_PER_MEMBER);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
  });
}

/** Removes one of the member's own subscriptions (turning notifications off in that browser). */
export async function removeSubscription(db: Database, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The push service said the subscription is gone (404 or 410): nobody can receive on it again. */
export async function forgetEndpoint(db: Database, endpoint: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export async function subscriptionsOf(
  db: Database,
  userIds: string[],
): Promise<StoredSubscription[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds));
}

/** Every admin's account id: admins hear about new bookings, orders and form submissions. */
export async function adminIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.isAdmin, true));
  return rows.map((row) => row.id);
}

/**
 * The accounts a booking or order belongs to: the one it was made from, and the account that owns
 * its e-mail address (a member who booked while signed out still hears about it).
 */
export async function accountIdsFor(
  db: Database,
  owner: { userId: string | null; email: string },
): Promise<string[]> {
  const email = owner.email.trim().toLowerCase();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      owner.userId
        ? or(eq(users.id, owner.userId), eq(users.email, email))
        : eq(users.email, email),
    );
  return rows.map((row) => row.id);
}
