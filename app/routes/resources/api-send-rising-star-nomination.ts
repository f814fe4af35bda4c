import { data } from "react-router";
import { RATE_LIMITS } from "#app/.server/rate-limit-rules.ts";
import { submitNomination } from "#app/.server/submissions/nominations.ts";
import { readJsonObject } from "#app/.server/web/json-body.ts";
import { enforceRateLimit } from "#app/.server/web/rate-limit.ts";
import { NOMINATION_FAILURE } from "#app/schemas/form-choices.ts";
import { NominationSchema } from "#app/schemas/nomination.ts";
import type { Route } from "./+types/api-send-rising-star-nomination";

/**
 * POST /api/functions/send-rising-star-nomination: the nomination fields plus submittedAt as JSON.
 * The caller reads only `error`, present on every refusal.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  if (request.method !== "POST") return data({ error: "Method not allowed" }, { status: 405 });
  const body = await readJsonObject(request);
  if (!body) return data({ error: "Send the nomination as a JSON object" }, { status: 400 });
  const parsed = NominationSchema.safeParse(body);
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]?.message ?? NOMINATION_FAILURE }, { status: 400 });
  }
  const limit = await enforceRateLimit(services.db, request, RATE_LIMITS.nominationForm);
  if (!limit.allowed) return data({ error: limit.message }, limit.init);
  if (!parsed.data.website) await submitNomination(services, parsed.data);
  return data({ success: true });
}

export function loader() {
  return data({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
