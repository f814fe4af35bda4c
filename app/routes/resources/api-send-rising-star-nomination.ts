import { submitNomination } from "#app/.server/submissions/nominations.ts";
import { answered, jsonPost } from "#app/.server/web/json-endpoint.ts";
import { RATE_LIMITS } from "#app/.server/web/rate-limit-rules.ts";
import { NOMINATION_FAILURE } from "#app/schemas/form-choices.ts";
import { NominationSchema } from "#app/schemas/nomination.ts";

/**
 * POST /api/functions/send-rising-star-nomination: the nomination fields plus submittedAt as JSON.
 * The caller reads only `error`, present on every refusal.
 */
const endpoint = jsonPost({
  schema: NominationSchema,
  invalid: NOMINATION_FAILURE,
  rateLimit: RATE_LIMITS.nominationForm,
  honeypot: (input) => Boolean(input.website),
  handle: async (input, { services }) => {
    await submitNomination(services, input);
    return answered();
  },
});

export const action = endpoint.action;
export const loader = endpoint.loader;
