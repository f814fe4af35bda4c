import { isbot } from "isbot";
import { headerValue, type RequestHeaders } from "#app/.server/analytics/request-headers.ts";

export type DeviceClass = "mobile" | "tablet" | "desktop";

export type ExclusionReason = "bot" | "prefetch" | "do-not-track";

/**
 * Why a request must not be counted, or null when it may be: bots and crawlers (or no user
 * agent at all), speculative prefetches the visitor never saw, and browsers whose owner asked
 * not to be tracked with Do Not Track or Global Privacy Control.
 */
export function exclusionReason(headers: RequestHeaders): ExclusionReason | null {
  const userAgent = headerValue(headers, "user-agent");
  if (!userAgent || isbot(userAgent)) return "bot";
  const purpose = `${headerValue(headers, "sec-purpose")} ${headerValue(headers, "purpose")} ${headerValue(headers, "x-moz")}`;
  if (/prefetch|prerender/i.test(purpose)) return "prefetch";
  if (headerValue(headers, "dnt") === "1" || headerValue(headers, "sec-gpc") === "1") {
    return "do-not-track";
  }
  return null;
}

const TABLET = /ipad|tablet|kindle|silk|playbook|android(?!.*mobile)/i;
const MOBILE = /mobi|iphone|ipod|windows phone|blackberry|opera mini/i;

/** The device class a user agent reveals; only this class is kept, never the agent itself. */
export function deviceClass(userAgent: string): DeviceClass {
  if (TABLET.test(userAgent)) return "tablet";
  if (MOBILE.test(userAgent)) return "mobile";
  return "desktop";
}

/**
 * The referring site's host without "www.", or null for a direct visit, an unreadable referrer
 * or a link from this site itself (moving between our own pages is not a source).
 */
export function referrerHost(referrer: string | undefined, siteHost: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.host.toLowerCase().replace(/^www\./, "");
  return host === siteHost.toLowerCase().replace(/^www\./, "") ? null : host.slice(0, 200);
}
