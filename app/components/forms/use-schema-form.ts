import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * A form's Conform state, validated in the browser with the same Zod schema its action parses:
 * first when `validateOn` says (on submit, or as each field is left), then again as the person
 * types, so a message goes away as soon as it is dealt with.
 */
export function useSchemaForm<
  Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
>(
  schema: Schema,
  options: {
    id: string;
    lastResult: SubmissionResult<string[]> | null | undefined;
    validateOn: "onSubmit" | "onBlur";
    defaultValue?: DefaultValue<z.input<Schema>>;
  },
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: options.lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: options.validateOn,
    shouldRevalidate: "onInput",
    defaultValue: options.defaultValue,
  });
}
