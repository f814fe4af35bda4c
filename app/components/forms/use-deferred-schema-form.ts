import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import { useEffect } from "react";
import { useLocation } from "react-router";
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
    /** The page is the landing of a successful post: what was typed is cleared (see below). */
    succeeded?: boolean;
    /** For a form the page sends itself (JSON, a step of a flow) instead of posting. */
    onSubmit?: Parameters<typeof useForm<z.input<Schema>, z.output<Schema>>>[0]["onSubmit"];
  },
) {
  const onValidate = useDeferredValidation(options.id, loadSchema);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: options.lastResult,
    onValidate,
    shouldValidate: options.validateOn === "onBlur" ? onBlurOnceLoaded(onValidate) : "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: options.defaultValue,
    onSubmit: options.onSubmit,
  });
  useResetAfterSuccess(form, options.succeeded ?? false);
  return [form, fields] as const;
}

/**
 * After a successful post the router lands on the same page again, and the browser would keep what
 * was typed in the uncontrolled inputs; the document says the form is cleared, so it is reset on
 * every navigation that ends in the success state.
 */
function useResetAfterSuccess(form: { reset: () => void }, succeeded: boolean) {
  const { key } = useLocation();
  const { reset } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (key), not per render of the form object
  useEffect(() => {
    if (succeeded) reset();
  }, [key, succeeded]);
}
