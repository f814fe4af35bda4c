import { data } from "react-router";
import { limitSubmissions, TOO_MANY_SUBMISSIONS } from "#app/.server/submissions/guard.ts";
import { readJsonObject } from "#app/.server/submissions/json-body.ts";
import { submitNomination } from "#app/.server/submissions/nominations.ts";
import { NOMINATION_FAILURE, NominationSchema } from "#app/schemas/nomination.ts";
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
  const verdict = await limitSubmissions(services, request, "nomination-form");
  if (!verdict.allowed) {
    return data(
      { error: TOO_MANY_SUBMISSIONS },
      { status: 429, headers: { "Retry-After": String(verdict.retryAfterSeconds) } },
    );
  }
  if (!parsed.data.website) await submitNomination(services, parsed.data);
  return data({ success: true });
}

export function loader() {
  return data({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
