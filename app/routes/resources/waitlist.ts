import { data } from "react-router";
import { joinWaitlist } from "#app/.server/waitlists/join-waitlist.ts";
import { parseFormPost } from "#app/.server/web/form-post.ts";
import { enforceRateLimit } from "#app/.server/web/rate-limit.ts";
import { RATE_LIMITS } from "#app/.server/web/rate-limit-rules.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import { FAILURE_MESSAGES } from "#app/lib/failure-messages.ts";
import { guardServerAction, isRequestFailed } from "#app/lib/request-failure.ts";
import { safeRedirectPath } from "#app/lib/safe-redirect.ts";
import { WAITLISTS } from "#app/lib/waitlists.ts";
import { WaitlistSchema } from "#app/schemas/waitlist.ts";
import type { Route } from "./+types/waitlist";

/**
 * Every waitlist form posts here. With JavaScript the form shows the answer in place; without it,
 * the form also sends `returnTo`, and the visitor goes back there with the same message as a toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const submission = await parseFormPost(request, WaitlistSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply(), joined: false as const }, { status: 400 });
  }
  const { list, email, website, returnTo } = submission.value;
  const limit = await enforceRateLimit(services.db, request, RATE_LIMITS.waitlist);
  if (!limit.allowed) {
    return data(
      { result: submission.reply({ formErrors: [limit.message] }), joined: false as const },
      limit.init,
    );
  }
  // A filled honeypot gets the normal answer and nothing is stored.
  if (!website) await joinWaitlist(services.db, list, email);
  const message = WAITLISTS[list].success;
  if (returnTo) {
    return redirectWithToast(services, safeRedirectPath(returnTo), {
      type: "success",
      title: message,
    });
  }
  return { result: submission.reply({ resetForm: true }), joined: true as const, message };
}

/**
 * In the browser, the waitlist forms post through a fetcher: a request that fails on the way keeps
 * the form and its address, with a message, instead of replacing the page that holds it.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  const answer = await guardServerAction(serverAction, FAILURE_MESSAGES.waitlist);
  return isRequestFailed(answer) ? { ...answer, joined: false as const } : answer;
}
