import webpush from "web-push";
import type { AppServices } from "#app/.server/services.ts";
import { getSiteSettings } from "#app/.server/settings.ts";
import type { NotifyServices } from "./notify-services.ts";
import { forgetEndpoint, type StoredSubscription, subscriptionsOf } from "./push-subscriptions.ts";

/** What the service worker shows: a title, one line, and the page a click opens. */
export type PushMessage = { title: string; body: string; url: string };

export const PUSH_JOB = "push-send";

/** A message waits this long at the push service for a browser that is offline. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

/**
 * Queues a push message for these accounts. It goes through the job runner so a slow push service
 * never holds up the booking or order that caused it; nothing is queued while push is off.
 */
export async function queuePush(services: NotifyServices, userIds: string[], message: PushMessage) {
  if (userIds.length === 0) return;
  const settings = await getSiteSettings(services.db, services.config);
  if (!settings.pushNotifications) return;
  await services.jobs.enqueue(PUSH_JOB, { userIds, message });
}

/**
 * One message to one browser. web-push encrypts the payload (RFC 8291) and signs the request
 * (VAPID); the request itself goes out through fetch. Answers the push service's status.
 */
async function sendOne(services: AppServices, subscription: StoredSubscription, payload: string) {
  const request = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    payload,
    {
      TTL: TIME_TO_LIVE_SECONDS,
      vapidDetails: {
        subject: `mailto:${services.config.emails.operations}`,
        publicKey: services.vapidKeys.publicKey,
        privateKey: services.vapidKeys.privateKey,
      },
    },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers,
    body: new Uint8Array(request.body),
    redirect: "manual",
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.status;
}

/**
 * Sends the message to every browser these accounts subscribed, unless push was turned off since
 * it was queued. A subscription the push service no longer knows (404, 410) is deleted; other
 * failures are logged and not retried, so no browser gets the same message twice.
 */
export async function deliverPush(services: AppServices, userIds: string[], message: PushMessage) {
  const settings = await getSiteSettings(services.db, services.config);
  if (!settings.pushNotifications) return;
  const payload = JSON.stringify(message);
  for (const subscription of await subscriptionsOf(services.db, userIds)) {
    try {
      const status = await sendOne(services, subscription, payload);
      if (status === 404 || status === 410)
        await forgetEndpoint(services.db, subscription.endpoint);
      else if (status < 200 || status > 299) {
        services.logger.warn({ status }, "a push service refused a message");
      }
    } catch (error) {
      services.logger.warn({ err: error }, "a push message could not be sent");
    }
  }
}
