import { subscribeToNewsletter } from "#app/.server/newsletter/subscriptions.ts";
import { answered, jsonPost } from "#app/.server/web/json-endpoint.ts";
import { RATE_LIMITS } from "#app/.server/web/rate-limit-rules.ts";
import { NEWSLETTER_MESSAGES } from "#app/schemas/form-choices.ts";
import { NewsletterSubscribeSchema } from "#app/schemas/newsletter.ts";

/**
 * POST /api/newsletter/subscribe with JSON `{ email, source, interests }`. The answer is the same
 * whether or not the address was already subscribed (202); bad input gets 4xx `{ error }`.
 */
const endpoint = jsonPost({
  schema: NewsletterSubscribeSchema,
  invalid: NEWSLETTER_MESSAGES.invalid,
  rateLimit: RATE_LIMITS.newsletterSubscribe,
  honeypot: (input) => Boolean(input.website),
  successStatus: 202,
  handle: async (input, { services }) => {
    await subscribeToNewsletter(services, input, new Date());
    return answered({}, 202);
  },
});

export const action = endpoint.action;
export const loader = endpoint.loader;
