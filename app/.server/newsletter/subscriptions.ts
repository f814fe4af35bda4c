import { eq } from "drizzle-orm";
import { type CampaignTag, recordConversion } from "#app/.server/attribution/conversion-record.ts";
import { newsletterSubscribers } from "#app/.server/db/forms-schema.ts";
import type { AppServices } from "#app/.server/services.ts";
import { getSiteSettings } from "#app/.server/settings.ts";
import type { NewsletterSubscribe } from "#app/schemas/newsletter.ts";
import { confirmSubscriptionMail, welcomeMail } from "./mails.ts";
import {
  confirmToken,
  readConfirmToken,
  readUnsubscribeToken,
  unsubscribeToken,
} from "./tokens.ts";

type Subscribe = Pick<NewsletterSubscribe, "email" | "source" | "interests">;

function links(services: AppServices, id: string) {
  const base = services.config.publicUrl;
  return {
    unsubscribeUrl: `${base}/newsletter/unsubscribe?token=${unsubscribeToken(services.linkSecrets, id)}`,
    newsletterUrl: `${base}/newsletter`,
  };
}

async function siteName(services: AppServices) {
  return (await getSiteSettings(services.db, services.config)).siteName;
}

/**
 * Double opt-in. A new or unsubscribed address becomes pending and gets a confirmation mail; a
 * pending one gets it again; a confirmed one is left alone. The caller answers the same in every
 * case, so the form does not tell anyone whether an address is subscribed.
 */
export async function subscribeToNewsletter(
  services: AppServices,
  input: Subscribe,
  now: Date,
): Promise<void> {
  const { db } = services;
  await db
    .insert(newsletterSubscribers)
    .values({ email: input.email, source: input.source, interests: input.interests })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: newsletterSubscribers.id, state: newsletterSubscribers.state })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, input.email))
    .limit(1);
  if (!row || row.state === "confirmed") return;
  if (row.state === "unsubscribed") {
    await db
      .update(newsletterSubscribers)
      .set({ state: "pending", interests: input.interests, source: input.source })
      .where(eq(newsletterSubscribers.id, row.id));
  }
  const token = confirmToken(services.linkSecrets, row.id, now);
  await services.mailer.send(
    confirmSubscriptionMail({
      to: input.email,
      siteName: await siteName(services),
      confirmUrl: `${services.config.publicUrl}/newsletter/confirm?token=${token}`,
      ...links(services, row.id),
    }),
  );
}

export type NewsletterOutcome = "confirmed" | "unsubscribed" | "expired" | "invalid";

/** Confirms the subscription behind a confirm token and sends the welcome mail, once. */
export async function confirmSubscription(
  services: AppServices,
  token: string,
  now: Date,
  /** The campaign the person arrived from today, if any (see campaign attribution). */
  campaign: CampaignTag | null = null,
): Promise<NewsletterOutcome> {
  const link = readConfirmToken(services.linkSecrets, token, now);
  if (!link) return "invalid";
  const { id } = link;
  const [row] = await services.db
    .select({ email: newsletterSubscribers.email, state: newsletterSubscribers.state })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .limit(1);
  if (!row) return "invalid";
  if (row.state === "confirmed") return "confirmed";
  // An address that unsubscribed stays unsubscribed: an old confirmation link must not undo that.
  if (row.state === "unsubscribed") return "unsubscribed";
  // Only a pending address needs the link, and only a fresh one confirms it.
  if (link.expired) return "expired";
  await services.db.transaction(async (tx) => {
    await tx
      .update(newsletterSubscribers)
      .set({ state: "confirmed", confirmedAt: now })
      .where(eq(newsletterSubscribers.id, id));
    await recordConversion(tx, "newsletter", id, campaign);
  });
  const urls = links(services, id);
  await services.mailer.send(
    welcomeMail({ to: row.email, siteName: await siteName(services), ...urls }),
  );
  return "confirmed";
}

/** Ends the subscription behind an unsubscribe token; doing it twice is the same as once. */
export async function unsubscribe(
  services: AppServices,
  token: string,
): Promise<NewsletterOutcome> {
  const id = readUnsubscribeToken(services.linkSecrets, token);
  if (!id) return "invalid";
  const updated = await services.db
    .update(newsletterSubscribers)
    .set({ state: "unsubscribed", unsubscribedAt: new Date() })
    .where(eq(newsletterSubscribers.id, id))
    .returning({ id: newsletterSubscribers.id });
  return updated.length ? "unsubscribed" : "invalid";
}
