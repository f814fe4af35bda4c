import type { SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import { useDeferredSchemaForm } from "./use-deferred-schema-form.ts";

/**
 * Forms whose document gives one message for every missing field ("Please fill in all required
 * fields") show it once at the top instead of under each field; other messages stay by their field.
 * Gives the message box's errors and the props every required field of such a form takes.
 */
function missingFieldsSummary(
  form: { errors?: string[] },
  requiredFields: { errors?: string[] }[],
  message: string,
) {
  const missing = requiredFields.some((field) => field.errors?.includes(message));
  return {
    errors: [...(missing ? [message] : []), ...(form.errors ?? [])],
    required: { required: true, summary: message } as const,
  };
}

/**
 * The form of a page that is one public form (the server side is formPageAction): it validates on
 * submit with a schema fetched once the visitor starts, and a successful post lands back on the
 * page with `submitted`, where what was typed is cleared (unless the page then shows something in
 * the form's place: a form no longer on the page cannot be reset).
 */
export function useFormPage<
  Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
>(
  loadSchema: () => Promise<Schema>,
  page: {
    id: string;
    loaderData: { submitted: boolean };
    actionData: { result: SubmissionResult<string[]> } | undefined;
    hidesFormOnSuccess?: boolean;
    summary?: { required: (keyof z.input<Schema> & string)[]; message: string };
  },
) {
  const succeeded = page.loaderData.submitted && !page.actionData;
  const [form, fields] = useDeferredSchemaForm(loadSchema, {
    id: page.id,
    lastResult: page.actionData?.result,
    validateOn: "onSubmit",
    succeeded: succeeded && !page.hidesFormOnSuccess,
  });
  const { summary } = page;
  const { errors, required } = missingFieldsSummary(
    form,
    (summary?.required ?? []).map((name) => fields[name]),
    summary?.message ?? "",
  );
  return { form, fields, succeeded, errors, required };
}
