import { randomBytes } from "node:crypto";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { newsletterSubscribers } from "#app/.server/db/forms-schema.ts";
import { campaignDeliveries, newsletterCampaigns } from "#app/.server/db/newsletter-schema.ts";
import { posts } from "#app/.server/db/posts-schema.ts";
import type { AppServices } from "#app/.server/services.ts";
import { getSiteSettings } from "#app/.server/settings.ts";
import type { CampaignForm } from "#app/schemas/campaign-form.ts";
import { slugFromTitle } from "#app/schemas/post-form.ts";
import type { RichTextDoc } from "#app/schemas/rich-text.ts";
import { type CampaignContent, type CampaignFrame, campaignMail } from "./campaign-mail.ts";
import { isUuid } from "./subscribers.ts";
import { unsubscribeToken } from "./tokens.ts";

export type Campaign = typeof newsletterCampaigns.$inferSelect;

const EMPTY_DOC: RichTextDoc = { type: "doc", content: [] };

/** Only a campaign nobody has been sent yet can be changed. */
export const isEditable = (campaign: Pick<Campaign, "status">) =>
  campaign.status === "draft" || campaign.status === "scheduled";

export function listCampaigns(db: Database): Promise<Campaign[]> {
  return db.select().from(newsletterCampaigns).orderBy(desc(newsletterCampaigns.createdAt));
}

export async function findCampaign(db: Database, id: string): Promise<Campaign | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
  return row ?? null;
}

/** Campaigns that went out, by the slug in their links: the "view in browser" page. */
export async function findSentCampaign(db: Database, slug: string): Promise<Campaign | null> {
  const [row] = await db
    .select()
    .from(newsletterCampaigns)
    .where(
      and(
        eq(newsletterCampaigns.slug, slug),
        inArray(newsletterCampaigns.status, ["sending", "sent", "paused"]),
      ),
    );
  return row ?? null;
}

/** Published posts a campaign can send, newest first. */
export function listSendablePosts(db: Database) {
  return db
    .select({ id: posts.id, title: posts.title })
    .from(posts)
    .where(eq(posts.status, "published"))
    .orderBy(desc(posts.publishedAt))
    .limit(100);
}

const fields = (form: CampaignForm) => ({
  subject: form.subject,
  previewText: form.previewText,
  body: form.postId ? null : (form.body ?? EMPTY_DOC),
  postId: form.postId ?? null,
  interests: form.interests,
});

/** A new draft; its slug (the name in its links) is the subject's words and a random tail. */
export async function createCampaign(db: Database, form: CampaignForm): Promise<Campaign> {
  const slug = `${slugFromTitle(form.subject).slice(0, 60) || "campaign"}-${randomBytes(3).toString("hex")}`;
  const [row] = await db
    .insert(newsletterCampaigns)
    .values({ ...fields(form), slug })
    .returning();
  if (!row) throw new Error("the campaign was not stored");
  return row;
}

/** Saves a draft; false when the campaign is no longer a draft (or is gone). */
export async function updateCampaign(db: Database, id: string, form: CampaignForm) {
  const updated = await db
    .update(newsletterCampaigns)
    .set(fields(form))
    .where(
      and(
        eq(newsletterCampaigns.id, id),
        inArray(newsletterCampaigns.status, ["draft", "scheduled"]),
      ),
    )
    .returning({ id: newsletterCampaigns.id });
  return updated.length > 0;
}

/** What the campaign says: its own text, or the published post it sends; null when that is gone. */
export async function campaignContent(
  db: Database,
  campaign: Campaign,
): Promise<CampaignContent | null> {
  const base = { subject: campaign.subject, previewText: campaign.previewText };
  if (!campaign.postId) return { ...base, doc: campaign.body ?? EMPTY_DOC, readMoreUrl: null };
  const [post] = await db
    .select({ slug: posts.slug, title: posts.title, excerpt: posts.excerpt, body: posts.body })
    .from(posts)
    .where(and(eq(posts.id, campaign.postId), eq(posts.status, "published")));
  if (!post) return null;
  const doc: RichTextDoc = {
    type: "doc",
    content: [
      { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: post.title }] },
      ...post.body.content,
    ],
  };
  return {
    ...base,
    previewText: base.previewText || post.excerpt,
    doc,
    readMoreUrl: `/blog/${post.slug}`,
  };
}

/** The parts of every copy that do not depend on who receives it. */
export async function campaignFrame(
  services: AppServices,
  campaign: Campaign,
): Promise<Omit<CampaignFrame, "unsubscribeUrl">> {
  const settings = await getSiteSettings(services.db, services.config);
  const siteUrl = services.config.publicUrl;
  return {
    slug: campaign.slug,
    siteName: settings.siteName,
    siteUrl,
    postalAddress: settings.postalAddress,
    viewUrl: `${siteUrl}/newsletter/campaigns/${campaign.slug}`,
  };
}

export function unsubscribeUrl(services: AppServices, subscriberId: string): string {
  const token = unsubscribeToken(services.linkSecrets, subscriberId);
  return `${services.config.publicUrl}/newsletter/unsubscribe?token=${token}`;
}

/**
 * A copy for the admin's own address, marked as a test. Its unsubscribe link goes to the
 * newsletter page: the admin is not a subscriber, and a test must not unsubscribe anyone.
 */
export async function sendTestCampaign(
  services: AppServices,
  campaign: Campaign,
  to: string,
): Promise<boolean> {
  const content = await campaignContent(services.db, campaign);
  if (!content) return false;
  const frame = await campaignFrame(services, campaign);
  const mail = campaignMail(
    to,
    { ...content, subject: `[Test] ${content.subject}` },
    { ...frame, unsubscribeUrl: `${services.config.publicUrl}/newsletter` },
  );
  await services.mailer.send(mail);
  return true;
}

/**
 * A campaign's figures: deliveries per state (queued, sending, sent, failed, skipped), and of the
 * people it reached, how many a mail server refused for good (suppressed) and how many have
 * unsubscribed since it started.
 */
export async function deliveryCounts(db: Database, campaign: Pick<Campaign, "id" | "startedAt">) {
  const rows = await db
    .select({ state: campaignDeliveries.state, n: count() })
    .from(campaignDeliveries)
    .where(eq(campaignDeliveries.campaignId, campaign.id))
    .groupBy(campaignDeliveries.state);
  const [after] = await db
    .select({
      suppressed: sql<number>`count(*) filter (where ${newsletterSubscribers.state} = 'suppressed')`,
      unsubscribed: sql<number>`count(*) filter (where ${newsletterSubscribers.state} = 'unsubscribed' and ${newsletterSubscribers.unsubscribedAt} >= ${(campaign.startedAt ?? new Date(0)).toISOString()}::timestamptz)`,
    })
    .from(campaignDeliveries)
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, campaignDeliveries.subscriberId))
    .where(eq(campaignDeliveries.campaignId, campaign.id));
  return {
    ...Object.fromEntries(rows.map((row) => [row.state, Number(row.n)])),
    suppressed: Number(after?.suppressed ?? 0),
    unsubscribed: Number(after?.unsubscribed ?? 0),
  } as Record<string, number>;
}
