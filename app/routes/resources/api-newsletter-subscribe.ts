import { data } from "react-router";
import { subscribeToNewsletter } from "#app/.server/newsletter/subscriptions.ts";
import { RATE_LIMITS } from "#app/.server/rate-limit-rules.ts";
import { readJsonObject } from "#app/.server/web/json-body.ts";
import { enforceRateLimit } from "#app/.server/web/rate-limit.ts";
import { NEWSLETTER_MESSAGES } from "#app/schemas/form-choices.ts";
import { NewsletterSubscribeSchema } from "#app/schemas/newsletter.ts";
import type { Route } from "./+types/api-newsletter-subscribe";

/**
 * POST /api/newsletter/subscribe with JSON `{ email, source, interests }`. The answer is the same
 * whether or not the address was already subscribed; bad input gets 4xx `{ error }`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  if (request.method !== "POST") return data({ error: "Method not allowed" }, { status: 405 });
  const body = await readJsonObject(request);
  if (!body) return data({ error: "Send a JSON object" }, { status: 400 });
  const parsed = NewsletterSubscribeSchema.safeParse(body);
  if (!parsed.success) {
    return data(
      { error: parsed.error.issues[0]?.message ?? NEWSLETTER_MESSAGES.invalid },
      { status: 400 },
    );
  }
  const limit = await enforceRateLimit(services.db, request, RATE_LIMITS.newsletterSubscribe);
  if (!limit.allowed) return data({ error: limit.message }, limit.init);
  if (!parsed.data.website) await subscribeToNewsletter(services, parsed.data, new Date());
  return data({ ok: true }, { status: 202 });
}

export function loader() {
  return data({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
