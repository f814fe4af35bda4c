import { z } from "zod";
import type { AppServices } from "#app/.server/services.ts";
import { deliverPush, PUSH_JOB } from "./push-channel.ts";

const PushPayloadSchema = z.object({
  userIds: z.array(z.string()),
  message: z.object({ title: z.string(), body: z.string(), url: z.string() }),
});

/** The notification work the job runner does: push messages queued by events. */
export function registerNotificationJobs(services: AppServices): void {
  services.jobs.register(
    PUSH_JOB,
    async (payload) => {
      const { userIds, message } = PushPayloadSchema.parse(payload);
      await deliverPush(services, userIds, message);
    },
    // A push that could not go out within a few tries is stale news.
    { maxAttempts: 3 },
  );
}
