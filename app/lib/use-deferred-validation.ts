import type { Submission } from "@conform-to/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { z } from "zod";

/** What Conform's `onValidate` takes. */
type Validate<Schema extends z.ZodType> = (context: {
  formData: FormData;
}) => Submission<z.input<Schema>, string[], z.output<Schema>>;

/**
 * Browser-side validation that loads Zod and the form's schema when the visitor first focuses the
 * form, so a page's first visit does not download them. A submit that comes before they arrive
 * waits for them and is then validated like any other; if they cannot be loaded the form posts as
 * it does without JavaScript. The server validates every post either way.
 */
export function useDeferredValidation<Schema extends z.ZodType>(
  formId: string,
  loadSchema: () => Promise<Schema>,
) {
  const [validate, setValidate] = useState<Validate<Schema>>();
  const ready = useRef(false);
  const loading = useRef<Promise<void>>(undefined);
  const load = useCallback(() => {
    loading.current ??= Promise.all([loadSchema(), import("@conform-to/zod/v4")]).then(
      ([schema, { parseWithZod }]) => {
        ready.current = true;
        const parse: Validate<Schema> = ({ formData }) => parseWithZod(formData, { schema });
        // Committed at once, so Conform holds the validator before a waiting submit is replayed.
        flushSync(() => setValidate(() => parse));
      },
      (error: unknown) => {
        // Tried again on the next focus or submit.
        loading.current = undefined;
        throw error;
      },
    );
    return loading.current;
  }, [loadSchema]);

  const loaded = validate !== undefined;
  useEffect(() => {
    const element = document.getElementById(formId);
    if (!(element instanceof HTMLFormElement) || loaded) return;
    const prefetch = () => {
      load().catch(() => undefined);
    };
    const hold = (event: SubmitEvent) => {
      if (ready.current) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const submitter = event.submitter;
      load().then(
        () => element.requestSubmit(submitter),
        () => {
          element.removeEventListener("submit", hold);
          element.requestSubmit(submitter);
        },
      );
    };
    element.addEventListener("focusin", prefetch);
    element.addEventListener("submit", hold);
    return () => {
      element.removeEventListener("focusin", prefetch);
      element.removeEventListener("submit", hold);
    };
  }, [formId, load, loaded]);
  return validate;
}

/**
 * For a form validated on blur: without a validator of its own Conform would send each blur to the
 * server, so until the schema has arrived fields are checked on submit only.
 */
export function onBlurOnceLoaded(validate: unknown): "onBlur" | "onSubmit" {
  return validate === undefined ? "onSubmit" : "onBlur";
}
