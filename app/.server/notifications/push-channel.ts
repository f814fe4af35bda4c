import webpush from "web-push";
import type { AppServices } from "#app/.server/services.ts";
import { getSiteSettings } from "#app/.server/settings.ts";
import type { NotifyServices } from "./notify-services.ts";
import { isAllowedEndpoint, isNamedOrigin } from "./push-endpoints.ts";
import { postPush } from "./push-request.ts";
import { forgetEndpoint, type StoredSubscription, subscriptionsOf } from "./push-subscriptions.ts";

/** What the service worker shows: a title, one line, and the page a click opens. */
export type PushMessage = { title: string; body: string; url: string };

export const PUSH_JOB = "push-send";

/** A message waits this long at the push service for a browser that is offline. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
/** A push service answers in well under a second; one that does not is given up on. */
const SEND_TIMEOUT_MS = 5_000;
/** Browsers sent to at once: a slow push service holds up one lane, not the job. */
const SENDS_AT_ONCE = 8;

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
  return postPush(
    request.endpoint,
    { headers: request.headers, body: request.body },
    {
      trustedOrigin: isNamedOrigin(request.endpoint, services.config.pushServices),
      timeoutMs: SEND_TIMEOUT_MS,
    },
  );
}

async function inLanes<T>(items: T[], lanes: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    for (let item = items[next++]; item !== undefined; item = items[next++]) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
}

/**
 * Sends the message to every browser these accounts subscribed, a few at a time, unless push was
 * turned off since it was queued. A subscription the push service no longer knows (404, 410), or
 * one whose endpoint the configuration no longer accepts, is deleted; other failures are logged
 * and not retried, so no browser gets the same message twice.
 */
export async function deliverPush(services: AppServices, userIds: string[], message: PushMessage) {
  const settings = await getSiteSettings(services.db, services.config);
  if (!settings.pushNotifications) return;
  const payload = JSON.stringify(message);
  const subscriptions = await subscriptionsOf(services.db, userIds);
  await inLanes(subscriptions, SENDS_AT_ONCE, async (subscription) => {
    if (!isAllowedEndpoint(subscription.endpoint, services.config.pushServices)) {
      await forgetEndpoint(services.db, subscription.endpoint);
      return;
    }
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
  });
}
