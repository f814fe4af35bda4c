import type { SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import { useDeferredSchemaForm } from "./use-deferred-schema-form.ts";

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
  },
) {
  const succeeded = page.loaderData.submitted && !page.actionData;
  const [form, fields] = useDeferredSchemaForm(loadSchema, {
    id: page.id,
    lastResult: page.actionData?.result,
    validateOn: "onSubmit",
    succeeded: succeeded && !page.hidesFormOnSuccess,
  });
  return { form, fields, succeeded };
}
