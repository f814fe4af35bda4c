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
    if (loaded) return;
    // Listened for on the document: the form may appear after the first render (a cart that is
    // read from storage once the page is up), and a capturing listener there runs before React's.
    const ownForm = (target: EventTarget | null) =>
      target instanceof Element && target.closest("form")?.id === formId;
    const prefetch = (event: FocusEvent) => {
      if (ownForm(event.target)) load().catch(() => undefined);
    };
    const hold = (event: SubmitEvent) => {
      const form = event.target;
      if (ready.current || !(form instanceof HTMLFormElement) || form.id !== formId) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const submitter = event.submitter;
      load().then(
        () => form.requestSubmit(submitter),
        () => {
          document.removeEventListener("submit", hold, true);
          form.requestSubmit(submitter);
        },
      );
    };
    document.addEventListener("focusin", prefetch);
    document.addEventListener("submit", hold, true);
    return () => {
      document.removeEventListener("focusin", prefetch);
      document.removeEventListener("submit", hold, true);
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
