import { collectEvent, type EventRequest } from "#app/.server/analytics/collect.ts";
import { headerValue } from "#app/.server/analytics/request-headers.ts";
import type { AppServices } from "#app/.server/services.ts";
import { AnalyticsEventSchema } from "#app/schemas/analytics.ts";

/** A page view report is a few hundred bytes; anything much larger is not from our script. */
export const MAX_EVENT_BYTES = 4096;

export type EventAnswer = {
  status: 202 | 204 | 400 | 429;
  /** What a refused report is told; accepted and left-out reports get an empty answer. */
  error?: string;
  retryAfterSeconds?: number;
};

/** JSON sent as application/json or as text/plain (what `navigator.sendBeacon` sends for a string). */
function isJsonBody(contentType: string): boolean {
  const type = contentType.toLowerCase();
  return type.startsWith("application/json") || type.startsWith("text/plain");
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * One page view or engagement report from the collection script: 202 when it is counted, 204
 * when it is deliberately left out (a bot, a prefetch, Do Not Track, an admin previewing a role),
 * 400 for a malformed report, 429 past the per-client cap. `readBody` gives the body's text, or
 * null when it is longer than MAX_EVENT_BYTES; it is not called for a report refused before.
 */
export async function ingestEvent(
  services: AppServices,
  request: EventRequest,
  readBody: () => Promise<string | null>,
): Promise<EventAnswer> {
  const limit = services.analytics.limiter.allow(request.address);
  if (!limit.allowed) {
    return { status: 429, error: "Too many events", retryAfterSeconds: limit.retryAfterSeconds };
  }
  const malformed: EventAnswer = { status: 400, error: "Send one event as a JSON object" };
  if (!isJsonBody(headerValue(request.headers, "content-type"))) return malformed;
  const text = await readBody();
  if (text === null) return malformed;
  const parsed = AnalyticsEventSchema.safeParse(parseJson(text));
  if (!parsed.success) return malformed;
  const outcome = await collectEvent(services, request, parsed.data);
  if (outcome === "foreign-page") {
    return { status: 400, error: "Events are accepted for this site's pages only" };
  }
  return { status: outcome === "stored" ? 202 : 204 };
}
