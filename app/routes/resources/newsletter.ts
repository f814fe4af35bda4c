import { subscribeToNewsletter } from "#app/.server/newsletter/subscriptions.ts";
import { parseFormPost, postedText } from "#app/.server/web/form-post.ts";
import { enforceRateLimit } from "#app/.server/web/rate-limit.ts";
import { RATE_LIMITS } from "#app/.server/web/rate-limit-rules.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import { safeRedirectPath } from "#app/lib/safe-redirect.ts";
import { NEWSLETTER_MESSAGES } from "#app/schemas/form-choices.ts";
import { NewsletterSubscribeSchema } from "#app/schemas/newsletter.ts";
import type { Route } from "./+types/newsletter";

/**
 * The signup block's form without JavaScript posts here and goes back where it came from with the
 * welcome toast (post/redirect/get). With JavaScript the block calls the JSON endpoint instead.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const submission = await parseFormPost(request, NewsletterSubscribeSchema);
  const back = safeRedirectPath(postedText(submission, "returnTo") ?? "/newsletter");
  // Only a browser without JavaScript gets here (the block sends JSON): a refusal goes back to its
  // page as an error toast, with what was typed kept in the field.
  const refuse = (message: string) =>
    redirectWithToast(
      services,
      back,
      {
        type: "error",
        title: message,
        draft: { email: postedText(submission, "email")?.slice(0, 254) ?? "" },
      },
      { status: 303 },
    );
  if (submission.status !== "success") {
    return refuse(Object.values(submission.error ?? {}).flat()[0] ?? NEWSLETTER_MESSAGES.failed);
  }
  const limit = await enforceRateLimit(services.db, request, RATE_LIMITS.newsletterSubscribe);
  if (!limit.allowed) return refuse(limit.message);
  const { website, returnTo: _returnTo, ...signup } = submission.value;
  if (!website) await subscribeToNewsletter(services, signup, new Date());
  const separator = back.includes("?") ? "&" : "?";
  return redirectWithToast(
    services,
    `${back}${separator}subscribed=1`,
    {
      type: "success",
      title: NEWSLETTER_MESSAGES.successTitle,
      description: NEWSLETTER_MESSAGES.successDescription,
    },
    { status: 303 },
  );
}
