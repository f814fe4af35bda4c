import { eq } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { notificationOptOuts } from "#app/.server/db/notifications-schema.ts";
import { type LinkSecrets, signLink, verifyLink } from "#app/.server/link-signing.ts";
import type { AppServices } from "#app/.server/services.ts";
import { getSiteSettings } from "#app/.server/settings.ts";

const normalise = (email: string) => email.trim().toLowerCase();

/** Whether this address still takes activity e-mail (reminders, booking and order changes). */
export async function wantsActivityMail(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: notificationOptOuts.email })
    .from(notificationOptOuts)
    .where(eq(notificationOptOuts.email, normalise(email)))
    .limit(1);
  return !row;
}

export async function setActivityMail(db: Database, email: string, wanted: boolean) {
  if (wanted) {
    await db.delete(notificationOptOuts).where(eq(notificationOptOuts.email, normalise(email)));
  } else {
    await db
      .insert(notificationOptOuts)
      .values({ email: normalise(email) })
      .onConflictDoNothing();
  }
}

/**
 * The one-click unsubscribe link an activity e-mail carries: it names the address and is signed,
 * so it works without a sign-in and cannot be made up for someone else's address.
 */
export function unsubscribeUrl(publicUrl: string, secrets: LinkSecrets, email: string): string {
  const address = normalise(email);
  const params = new URLSearchParams({
    email: address,
    sig: signLink(secrets, "notifications-unsubscribe", address),
  });
  return `${publicUrl}/notifications/unsubscribe?${params}`;
}

/** The address a link stops mail to, or null when the link was not signed by this site. */
export function unsubscribeAddress(
  secrets: LinkSecrets,
  email: string,
  signature: string,
): string | null {
  const address = normalise(email);
  if (!address || address.length > 320 || !signature) return null;
  return verifyLink(secrets, "notifications-unsubscribe", address, signature) ? address : null;
}

/** What the profile shows about notifications for this member. */
export type NotificationChoices = {
  /** The member's own choice for activity e-mail. */
  activityEmails: boolean;
  /** Whether the site sends activity e-mail at all right now. */
  siteSendsEmail: boolean;
  /** The key browsers subscribe with, only while the site sends push messages. */
  pushKey: string | null;
};

export async function notificationChoices(
  services: AppServices,
  email: string,
): Promise<NotificationChoices> {
  const settings = await getSiteSettings(services.db, services.config);
  return {
    activityEmails: await wantsActivityMail(services.db, email),
    siteSendsEmail: settings.emailNotifications,
    pushKey: settings.pushNotifications ? services.vapidKeys.publicKey : null,
  };
}
