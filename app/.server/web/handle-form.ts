import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { z } from "zod";
import type { AppServices } from "#app/.server/services.ts";
import { notifyTeam } from "#app/.server/submissions/notify.ts";
import { readFormData } from "#app/.server/web/form-body.ts";
import { enforceRateLimit, type LimitedAction } from "#app/.server/web/rate-limit.ts";
import { redirectWithToast, type Toast } from "#app/.server/web/toast.ts";

/** The query flag a form page reads after post/redirect/get to show its success state. */
const SUBMITTED_FLAG = "submitted";

/** Where a form page sends the browser after a success: its own path with the success flag. */
export const submittedPath = (path: string) => `${path}?${SUBMITTED_FLAG}=1`;

/** The loader of a form page: `submitted` is true on the landing of a successful post. */
export const submittedLoader = ({ request }: { request: Request }) => ({
  submitted: new URL(request.url).searchParams.get(SUBMITTED_FLAG) === "1",
});

type Options<Schema extends z.ZodType> = {
  request: Request;
  services: AppServices;
  schema: Schema;
  /** The form's entry in RATE_LIMITS. */
  limit: LimitedAction;
  /** The name of the schema's honeypot field. */
  honeypot: keyof z.output<Schema> & string;
  save: (value: z.output<Schema>) => Promise<void>;
  /** When given, the team gets a mail (pointing at the admin inbox) after the value is stored. */
  notify?: { subject: string; type: string };
  /** Where the browser goes after a success (post/redirect/get). */
  successPath: string;
  /** When given, the page after the redirect shows this toast once. */
  toast?: Toast;
};

/**
 * The one way a public form is handled: validate with the shared schema (400 with the reply),
 * limit per address (429), store (and tell the team) unless the honeypot was filled, then redirect
 * to the success state. A bot that fills the honeypot sees exactly what a person sees.
 */
export async function handleFormPost<Schema extends z.ZodType>(
  options: Options<Schema>,
): Promise<Response | ReturnType<typeof data<{ result: SubmissionResult<string[]> }>>> {
  const { request, services } = options;
  const submission = parseWithZod(await readFormData(request), { schema: options.schema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const limit = await enforceRateLimit(services.db, request, options.limit);
  if (!limit.allowed) {
    return data({ result: submission.reply({ formErrors: [limit.message] }) }, limit.init);
  }
  const value = submission.value as z.output<Schema>;
  if (!(value as Record<string, unknown>)[options.honeypot]) {
    await options.save(value);
    if (options.notify) await notifyTeam(services, options.notify);
  }
  return options.toast
    ? redirectWithToast(services, options.successPath, options.toast, { status: 303 })
    : redirect(options.successPath, { status: 303 });
}
