import { isAllowedEndpoint } from "#app/.server/notifications/push-endpoints.ts";
import {
  removeSubscription,
  saveSubscription,
} from "#app/.server/notifications/push-subscriptions.ts";
import { getSiteSettings } from "#app/.server/settings.ts";
import { answered, memberJsonPost, refused } from "#app/.server/web/json-endpoint.ts";
import { RATE_LIMITS } from "#app/.server/web/rate-limit-rules.ts";
import { PushSubscriptionActionSchema } from "#app/schemas/push-subscription.ts";

/**
 * Stores or removes the signed-in member's browser subscription for push. Subscribing needs push
 * to be on for the site; unsubscribing always works.
 */
const endpoint = memberJsonPost({
  schema: PushSubscriptionActionSchema,
  invalid: "That request could not be read",
  signedOut: "Please sign in to turn on notifications",
  rateLimit: RATE_LIMITS.pushSubscription,
  handle: async (input, { services, caller: user }) => {
    if (input.intent === "unsubscribe") {
      await removeSubscription(services.db, user.id, input.endpoint);
      return answered({ subscribed: false });
    }
    const settings = await getSiteSettings(services.db, services.config);
    if (!settings.pushNotifications) {
      return refused(409, "Push notifications are turned off for this site");
    }
    if (!isAllowedEndpoint(input.endpoint, services.config.pushServices)) {
      return refused(400, "That push service is not accepted");
    }
    await saveSubscription(services.db, user.id, input);
    return answered({ subscribed: true });
  },
});

export const action = endpoint.action;
export const loader = endpoint.loader;
