import { campaignConversions } from "#app/.server/db/analytics-schema.ts";
import type { Database } from "#app/.server/db/client.ts";
import type { Transaction } from "#app/.server/db/insert-account.ts";

/** A campaign as its links tag it; "" for a tag the link did not carry. */
export type CampaignTag = { source: string; medium: string; campaign: string };

export type ConversionKind = (typeof campaignConversions.$inferInsert)["kind"];

/** Keeps the campaign a conversion followed; nothing for an unattributed one. */
export async function recordConversion(
  db: Database | Transaction,
  kind: ConversionKind,
  subjectId: string,
  campaign: CampaignTag | null | undefined,
): Promise<void> {
  if (!campaign) return;
  await db
    .insert(campaignConversions)
    .values({ kind, subjectId, ...campaign })
    .onConflictDoNothing();
}
