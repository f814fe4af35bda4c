import { data } from "react-router";
import { collectEvent } from "#app/.server/analytics/collect.ts";
import { clientAddress } from "#app/.server/rate-limit.ts";
import { AnalyticsEventSchema } from "#app/schemas/analytics.ts";
import type { Route } from "./+types/api-event";

/** A page view report is a few hundred bytes; anything much larger is not from our script. */
const MAX_EVENT_BYTES = 4096;

/**
 * The body as JSON, sent as application/json or as text/plain (what `navigator.sendBeacon`
 * sends for a string); null when it is neither, too large or not a JSON object.
 */
async function readEvent(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type")?.toLowerCase() ?? "";
  if (!type.startsWith("application/json") && !type.startsWith("text/plain")) return null;
  const text = await request.text();
  if (text.length > MAX_EVENT_BYTES) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POST /api/event: one page view or engagement report from the collection script. 202 when it
 * is counted, 204 when it is deliberately left out (a bot, a prefetch, Do Not Track, an admin
 * previewing a role), 400 for a malformed report, 429 past the per-client cap. Nothing is
 * set or returned that could identify the visitor.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  if (request.method !== "POST") return data({ error: "Method not allowed" }, { status: 405 });
  if (!services.analytics.limiter.allow(clientAddress(request))) {
    return data({ error: "Too many events" }, { status: 429, headers: { "Retry-After": "60" } });
  }
  const parsed = AnalyticsEventSchema.safeParse(await readEvent(request));
  if (!parsed.success) return data({ error: "Send one event as a JSON object" }, { status: 400 });
  const outcome = await collectEvent(services, request, parsed.data);
  if (outcome === "foreign-page") {
    return data({ error: "Events are accepted for this site's pages only" }, { status: 400 });
  }
  return new Response(null, { status: outcome === "stored" ? 202 : 204 });
}

export function loader() {
  return data({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
