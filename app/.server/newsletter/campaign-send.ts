import { and, eq, inArray, sql } from "drizzle-orm";
import { newsletterSubscribers } from "#app/.server/db/forms-schema.ts";
import { campaignDeliveries, newsletterCampaigns } from "#app/.server/db/newsletter-schema.ts";
import { type Presence, presenceHeld } from "#app/.server/db/process-presence.ts";
import { retryDelayMs } from "#app/.server/jobs/timing.ts";
import type { AppServices } from "#app/.server/services.ts";
import { getSiteSettings } from "#app/.server/settings.ts";
import { campaignMail } from "./campaign-mail.ts";
import { type Campaign, campaignContent, campaignFrame, unsubscribeUrl } from "./campaigns.ts";

export const SEND_JOB = "newsletter.send";
export const SCHEDULED_JOB = "newsletter.start-scheduled";

/** Tries of one address before its delivery counts as failed. */
const MAX_ATTEMPTS = 5;
/**
 * A claim is taken over once the process that made it is gone (its presence lock is released),
 * or when it is older than this: a process alive but stuck in one mail for minutes.
 */
const STALE_CLAIM_MS = 5 * 60_000;
/** One job sends for this long, then hands over to the next, so a restart never waits long. */
const SLICE_MS = 20_000;
/** Mails in flight at once within one job. */
const CONCURRENCY = 16;
const MAINTENANCE_WAIT_MS = 60_000;

/**
 * Starts (or resumes) a campaign: one delivery row for every confirmed subscriber of its audience
 * as they are now, then the sending job. The unique (campaign, subscriber) key makes this safe to
 * run twice. False when the campaign cannot be sent (already sent, or gone).
 */
export async function startCampaign(
  services: AppServices,
  campaignId: string,
  now: Date,
): Promise<boolean> {
  const { db } = services;
  const [campaign] = await db
    .update(newsletterCampaigns)
    .set({
      status: "sending",
      startedAt: sql`coalesce(${newsletterCampaigns.startedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(newsletterCampaigns.id, campaignId),
        inArray(newsletterCampaigns.status, ["draft", "scheduled", "paused"]),
      ),
    )
    .returning();
  if (!campaign) return false;
  const interests = campaign.interests;
  await db.execute(sql`
    insert into campaign_deliveries (campaign_id, subscriber_id)
    select ${campaign.id}::uuid, id from newsletter_subscribers
    where state = 'confirmed'
      ${
        interests.length
          ? sql`and interests ?| array[${sql.join(
              interests.map((interest) => sql`${interest}`),
              sql`, `,
            )}]::text[]`
          : sql``
      }
    on conflict (campaign_id, subscriber_id) do nothing`);
  await enqueueSlice(services, campaign.id, now);
  return true;
}

/**
 * Sends the campaign at `at`: one job per campaign and time, which starts it only if it is still
 * scheduled for that time (a campaign rescheduled or sent by hand leaves the old job nothing to do).
 */
export async function scheduleCampaign(
  services: AppServices,
  campaignId: string,
  at: Date,
): Promise<boolean> {
  const scheduled = await services.db
    .update(newsletterCampaigns)
    .set({ status: "scheduled", scheduledFor: at })
    .where(
      and(
        eq(newsletterCampaigns.id, campaignId),
        inArray(newsletterCampaigns.status, ["draft", "scheduled"]),
      ),
    )
    .returning({ id: newsletterCampaigns.id });
  if (!scheduled.length) return false;
  const iso = at.toISOString();
  await services.jobs.enqueue(
    SCHEDULED_JOB,
    { campaignId, at: iso },
    { runAt: at, uniqueKey: `${SCHEDULED_JOB}:${campaignId}@${iso}` },
  );
  return true;
}

async function startWhenDue(services: AppServices, payload: Record<string, unknown>, now: Date) {
  const [campaign] = await services.db
    .select()
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.id, String(payload.campaignId)));
  if (campaign?.status !== "scheduled" || campaign.scheduledFor?.toISOString() !== payload.at) {
    return;
  }
  await startCampaign(services, campaign.id, now);
}

/** Stops a send between two mails; `startCampaign` resumes it. */
export async function pauseCampaign(services: AppServices, campaignId: string): Promise<boolean> {
  const paused = await services.db
    .update(newsletterCampaigns)
    .set({ status: "paused" })
    .where(and(eq(newsletterCampaigns.id, campaignId), eq(newsletterCampaigns.status, "sending")))
    .returning({ id: newsletterCampaigns.id });
  return paused.length > 0;
}

function enqueueSlice(services: AppServices, campaignId: string, runAt: Date) {
  return services.jobs.enqueue(
    SEND_JOB,
    { campaignId },
    { runAt, uniqueKey: `${SEND_JOB}:${campaignId}:${runAt.getTime()}` },
  );
}

type Claimed = {
  id: string;
  subscriber_id: string;
  attempts: number;
  email: string;
  state: string;
};

/** A claim whose process is gone: a killed process's mails are taken over at once. */
const abandoned = sql.raw(`(claimed_by is null or not ${presenceHeld("claimed_by")})`);

/**
 * The next delivery to send, taken in one statement: queued (and due), or claimed by a process
 * that died. SKIP LOCKED lets parallel senders pass over each other's row, and the state change
 * is what keeps a second sender from taking it.
 */
async function claimNext(services: AppServices, campaignId: string, now: Date, sender: number) {
  const stale = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
  const result = (await services.db.execute(sql`
    with next as (
      select id from campaign_deliveries
      where campaign_id = ${campaignId}::uuid
        and ((state = 'queued' and (retry_at is null or retry_at <= ${now.toISOString()}::timestamptz))
          or (state = 'sending' and (claimed_at < ${stale}::timestamptz or ${abandoned})))
      order by created_at, id
      limit 1
      for update skip locked
    ), claimed as (
      update campaign_deliveries d
      set state = 'sending', claimed_at = ${now.toISOString()}::timestamptz, claimed_by = ${sender},
        attempts = d.attempts + 1
      from next where d.id = next.id
      returning d.id, d.subscriber_id, d.attempts
    )
    select claimed.id, claimed.subscriber_id, claimed.attempts, s.email, s.state
    from claimed join newsletter_subscribers s on s.id = claimed.subscriber_id`)) as unknown as {
    rows: Claimed[];
  };
  return result.rows[0] ?? null;
}

/** Settles this claim (its attempt), never one another sender took over meanwhile. */
const settle = (
  services: AppServices,
  delivery: Claimed,
  values: Partial<typeof campaignDeliveries.$inferInsert>,
) =>
  services.db
    .update(campaignDeliveries)
    .set(values)
    .where(
      and(
        eq(campaignDeliveries.id, delivery.id),
        eq(campaignDeliveries.state, "sending"),
        eq(campaignDeliveries.attempts, delivery.attempts),
      ),
    );

/** A mail server's answer: 5xx refuses the address for good, anything else may pass later. */
const smtpCode = (error: unknown) =>
  typeof error === "object" && error !== null && "responseCode" in error
    ? Number((error as { responseCode: unknown }).responseCode)
    : null;

async function deliver(
  services: AppServices,
  delivery: Claimed,
  send: (to: string, subscriberId: string, deliveryId: string) => Promise<void>,
) {
  const now = new Date();
  if (delivery.state !== "confirmed") {
    await settle(services, delivery, { state: "skipped", lastError: delivery.state });
    return;
  }
  try {
    await send(delivery.email, delivery.subscriber_id, delivery.id);
    await settle(services, delivery, { state: "sent", sentAt: now, lastError: null });
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const code = smtpCode(error);
    if (code !== null && code >= 500) {
      await settle(services, delivery, { state: "failed", lastError: message });
      await services.db
        .update(newsletterSubscribers)
        .set({ state: "suppressed", suppressedAt: now, suppressionReason: message })
        .where(eq(newsletterSubscribers.email, delivery.email));
      return;
    }
    const givingUp = delivery.attempts >= MAX_ATTEMPTS;
    await settle(services, delivery, {
      state: givingUp ? "failed" : "queued",
      lastError: message,
      retryAt: givingUp ? null : new Date(now.getTime() + retryDelayMs(delivery.attempts)),
    });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One slice of a send: mails until the slice is over, the campaign is paused or none are due. */
export async function sendSlice(
  services: AppServices,
  campaignId: string,
  started: Date,
  presence: Presence,
) {
  const { db } = services;
  const [campaign] = await db
    .select()
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.id, campaignId));
  if (campaign?.status !== "sending") return;
  if ((await getSiteSettings(db, services.config)).maintenanceMode) {
    await enqueueSlice(services, campaignId, new Date(started.getTime() + MAINTENANCE_WAIT_MS));
    return;
  }
  const send = await sender(services, campaign);
  const gap = services.config.newsletterRate > 0 ? 1000 / services.config.newsletterRate : 0;
  let nextAt = Date.now();
  const worker = async () => {
    while (Date.now() - started.getTime() < SLICE_MS) {
      const delivery = await claimNext(services, campaignId, new Date(), presence.id);
      if (!delivery) return;
      if (gap) {
        const wait = nextAt - Date.now();
        nextAt = Math.max(nextAt, Date.now()) + gap;
        if (wait > 0) await sleep(wait);
      }
      await deliver(services, delivery, send);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await afterSlice(services, campaignId);
}

async function sender(services: AppServices, campaign: Campaign) {
  const content = await campaignContent(services.db, campaign);
  if (!content) throw new Error(`campaign ${campaign.slug}: its post is no longer published`);
  const frame = await campaignFrame(services, campaign);
  const host = new URL(services.config.publicUrl).hostname;
  return async (to: string, subscriberId: string, deliveryId: string) => {
    const mail = campaignMail(to, content, {
      ...frame,
      unsubscribeUrl: unsubscribeUrl(services, subscriberId),
    });
    // A copy resent after a crash carries the same id, so mail systems can drop the duplicate.
    mail.headers = { ...mail.headers, "Message-ID": `<${deliveryId}@${host}>` };
    await services.mailer.send(mail);
  };
}

/** Hands over to the next slice, or marks the campaign sent when no delivery is left to try. */
async function afterSlice(services: AppServices, campaignId: string) {
  const [left] = (
    (await services.db.execute(sql`
      select count(*)::int as open,
        min(case when state = 'queued' then coalesce(retry_at, now())
          when ${abandoned} then now()
          else claimed_at + ${`${STALE_CLAIM_MS} milliseconds`}::interval end) as next
      from campaign_deliveries
      where campaign_id = ${campaignId}::uuid and state in ('queued', 'sending')`)) as unknown as {
      rows: { open: number; next: string | Date | null }[];
    }
  ).rows;
  const now = new Date();
  if (!left || left.open === 0) {
    await services.db
      .update(newsletterCampaigns)
      .set({ status: "sent", sentAt: now })
      .where(
        and(eq(newsletterCampaigns.id, campaignId), eq(newsletterCampaigns.status, "sending")),
      );
    return;
  }
  const next = left.next ? new Date(left.next) : now;
  await enqueueSlice(services, campaignId, next > now ? next : now);
}

/** Registers the sending job and resumes the sends a stopped process left in the middle. */
export function registerCampaignJobs(services: AppServices, presence: Presence): void {
  services.jobs.register(SEND_JOB, async (payload, job) => {
    await sendSlice(services, String(payload.campaignId), job.now, presence);
  });
  services.jobs.register(SCHEDULED_JOB, (payload, job) => startWhenDue(services, payload, job.now));
  const resume = async () => {
    const sending = await services.db
      .select({ id: newsletterCampaigns.id })
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.status, "sending"));
    const now = new Date();
    for (const campaign of sending) await enqueueSlice(services, campaign.id, now);
  };
  resume().catch((error: unknown) =>
    services.logger.error({ err: error }, "resuming newsletter campaigns failed"),
  );
}
