import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { z } from "zod";
import type { AppServices } from "#app/.server/services.ts";
import { readFormData } from "#app/.server/submissions/form-body.ts";
import { type FormBucket, limitSubmissions, TOO_MANY_SUBMISSIONS } from "./guard.ts";

type Options<Schema extends z.ZodType> = {
  request: Request;
  services: AppServices;
  schema: Schema;
  bucket: FormBucket;
  /** The name of the schema's honeypot field. */
  honeypot: keyof z.output<Schema> & string;
  save: (value: z.output<Schema>) => Promise<void>;
  /** Where the browser goes after a success (post/redirect/get). */
  successPath: string;
};

/**
 * The one way a public form is handled: validate with the shared schema (400 with the reply),
 * limit per address (429), store unless the honeypot was filled, then redirect to the success
 * state. A bot that fills the honeypot sees exactly what a person sees.
 */
export async function handleFormPost<Schema extends z.ZodType>(
  options: Options<Schema>,
): Promise<Response | ReturnType<typeof data<{ result: SubmissionResult<string[]> }>>> {
  const { request, services } = options;
  const submission = parseWithZod(await readFormData(request), { schema: options.schema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const verdict = await limitSubmissions(services, request, options.bucket);
  if (!verdict.allowed) {
    return data(
      { result: submission.reply({ formErrors: [TOO_MANY_SUBMISSIONS] }) },
      { status: 429, headers: { "Retry-After": String(verdict.retryAfterSeconds) } },
    );
  }
  const value = submission.value as z.output<Schema>;
  if (!(value as Record<string, unknown>)[options.honeypot]) await options.save(value);
  return redirect(options.successPath, { status: 303 });
}
