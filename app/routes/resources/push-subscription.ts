import { data } from "react-router";
import { isAllowedEndpoint } from "#app/.server/notifications/push-endpoints.ts";
import {
  removeSubscription,
  saveSubscription,
} from "#app/.server/notifications/push-subscriptions.ts";
import { RATE_LIMITS } from "#app/.server/rate-limit-rules.ts";
import { getSiteSettings } from "#app/.server/settings.ts";
import { readJsonObject } from "#app/.server/web/json-body.ts";
import { enforceRateLimit } from "#app/.server/web/rate-limit.ts";
import { getSessionUser } from "#app/.server/web/session.ts";
import { PushSubscriptionActionSchema } from "#app/schemas/push-subscription.ts";
import type { Route } from "./+types/push-subscription";

/**
 * Stores or removes the signed-in member's browser subscription for push. Subscribing needs push
 * to be on for the site; unsubscribing always works.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const user = await getSessionUser(request, services);
  if (!user) return data({ error: "Please sign in to turn on notifications" }, { status: 401 });
  const limit = await enforceRateLimit(services.db, request, RATE_LIMITS.pushSubscription);
  if (!limit.allowed) return data({ error: limit.message }, limit.init);
  const parsed = PushSubscriptionActionSchema.safeParse(await readJsonObject(request));
  if (!parsed.success) return data({ error: "That request could not be read" }, { status: 400 });
  const input = parsed.data;
  if (input.intent === "unsubscribe") {
    await removeSubscription(services.db, user.id, input.endpoint);
    return { subscribed: false };
  }
  const settings = await getSiteSettings(services.db, services.config);
  if (!settings.pushNotifications) {
    return data({ error: "Push notifications are turned off for this site" }, { status: 409 });
  }
  if (!isAllowedEndpoint(input.endpoint, services.config.pushServices)) {
    return data({ error: "That push service is not accepted" }, { status: 400 });
  }
  await saveSubscription(services.db, user.id, input);
  return { subscribed: true };
}
