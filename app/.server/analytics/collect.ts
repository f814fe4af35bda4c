import { fromNodeHeaders } from "better-auth/node";
import { getViewedRole } from "#app/.server/account/role-switch.ts";
import {
  deviceClass,
  type ExclusionReason,
  exclusionReason,
  referrerHost,
} from "#app/.server/analytics/classify.ts";
import { campaignTag, countedPath } from "#app/.server/analytics/counted-values.ts";
import type { StoredEvent } from "#app/.server/analytics/event-buffer.ts";
import { headerValue, type RequestHeaders } from "#app/.server/analytics/request-headers.ts";
import { utcDay, visitorId } from "#app/.server/analytics/visitor.ts";
import type { AppServices } from "#app/.server/services.ts";
import type { AnalyticsEventInput } from "#app/schemas/analytics.ts";

/** What collecting a report needs to know of the request that brought it. */
export type EventRequest = {
  headers: RequestHeaders;
  /** The host the request was sent to (its `Host` header). */
  host: string;
  /** The client's address, as the server decided it behind any trusted proxy. */
  address: string;
};

export type CollectOutcome = "stored" | ExclusionReason | "role-preview" | "foreign-page";

/** A member's session cookie, whichever name better-auth gives it (prefixed over https). */
const SESSION_COOKIE = /(^|;\s*)(__Secure-)?better-auth\.session_token=/;

/** Admins previewing another role are testing the site, not visiting it. */
async function previewingRole(services: AppServices, headers: RequestHeaders): Promise<boolean> {
  if (!SESSION_COOKIE.test(headerValue(headers, "cookie"))) return false;
  const session = await services.auth.api.getSession({ headers: fromNodeHeaders(headers) });
  return session !== null && (await getViewedRole(services.db, session.user.id)) !== null;
}

/**
 * Turns one report from the collection script into a stored event, or says why it is not
 * counted. Only the derived facts are kept: the hashed visitor id, the path, the referring host,
 * the campaign tags and the device class; the address and the user agent are read and dropped.
 */
export async function collectEvent(
  services: AppServices,
  request: EventRequest,
  input: AnalyticsEventInput,
  now: Date = new Date(),
): Promise<CollectOutcome> {
  const excluded = exclusionReason(request.headers);
  if (excluded) return excluded;
  const page = new URL(input.url);
  const siteHost = new URL(services.config.publicUrl).host;
  if (page.host !== siteHost && page.host !== request.host) return "foreign-page";
  if (await previewingRole(services, request.headers)) return "role-preview";

  const userAgent = headerValue(request.headers, "user-agent");
  const salt = await services.analytics.salts.saltFor(utcDay(now));
  const event: StoredEvent = {
    createdAt: now,
    kind: input.kind,
    visitor: visitorId(salt, request.address, userAgent, siteHost),
    path: countedPath(page),
    device: deviceClass(userAgent),
  };
  if (input.kind === "pageview") {
    event.referrer = referrerHost(input.referrer, siteHost);
    event.utmSource = campaignTag(page, "utm_source");
    event.utmMedium = campaignTag(page, "utm_medium");
    event.utmCampaign = campaignTag(page, "utm_campaign");
  } else if (input.kind === "engagement") {
    event.engagedMs = input.engagedMs;
  } else {
    event.vital = input.name;
    event.vitalValue = input.value;
  }
  services.analytics.buffer.add(event);
  return "stored";
}
