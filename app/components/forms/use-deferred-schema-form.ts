import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import type { z } from "zod";
import { onBlurOnceLoaded, useDeferredValidation } from "#app/lib/use-deferred-validation.ts";

/**
 * `useSchemaForm` for a page whose first visit should not download Zod: the schema is loaded when
 * the visitor starts on the form (see useDeferredValidation), and checks on blur begin once it has
 * arrived. Kept apart from use-schema-form.ts, which imports Zod's parser up front.
 */
export function useDeferredSchemaForm<
  Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
>(
  loadSchema: () => Promise<Schema>,
  options: {
    id: string;
    lastResult: SubmissionResult<string[]> | null | undefined;
    validateOn: "onSubmit" | "onBlur";
    defaultValue?: DefaultValue<z.input<Schema>>;
  },
) {
  const onValidate = useDeferredValidation(options.id, loadSchema);
  return useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: options.lastResult,
    onValidate,
    shouldValidate: options.validateOn === "onBlur" ? onBlurOnceLoaded(onValidate) : "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: options.defaultValue,
  });
}
