import { z } from "zod";
import { recordAudit, SCHEDULER_ACTOR } from "#app/.server/audit/audit-log.ts";
import type { Database } from "#app/.server/db/client.ts";
import type { JobRunner } from "#app/.server/jobs/runner.ts";
import type { AppServices } from "#app/.server/services.ts";
import { findEditablePost, setPostStatus } from "./post-editing.ts";

export const PUBLISH_JOB = "posts.publish-scheduled";

const PayloadSchema = z.object({ postId: z.uuid(), at: z.iso.datetime() });

/**
 * One job per post and time: the runner polls every few seconds and a claimed job runs on one
 * instance only, so the post goes live once, within a minute of its time.
 */
export async function queueScheduledPublish(
  jobs: Pick<JobRunner, "enqueue">,
  postId: string,
  at: Date,
): Promise<void> {
  const iso = at.toISOString();
  await jobs.enqueue(
    PUBLISH_JOB,
    { postId, at: iso },
    { runAt: at, uniqueKey: `${PUBLISH_JOB}:${postId}@${iso}` },
  );
}

/**
 * Publishes the post if it is still scheduled for the job's time: a post rescheduled, published
 * by hand, taken back to draft or deleted since leaves its old job nothing to do.
 */
export async function publishWhenDue(
  db: Database,
  payload: unknown,
): Promise<"published" | "skipped"> {
  const job = PayloadSchema.parse(payload);
  const post = await findEditablePost(db, job.postId);
  if (post?.status !== "scheduled" || post.scheduledFor?.toISOString() !== job.at) {
    return "skipped";
  }
  await setPostStatus(db, post.id, { status: "published", at: post.scheduledFor });
  await recordAudit(db, {
    actor: SCHEDULER_ACTOR,
    action: "post.publish",
    target: post.slug,
    details: { title: post.title, scheduledFor: job.at },
    ipAddress: null,
  });
  return "published";
}

export function registerPostJobs(services: AppServices): void {
  services.jobs.register(PUBLISH_JOB, async (payload) => {
    await publishWhenDue(services.db, payload);
  });
}
