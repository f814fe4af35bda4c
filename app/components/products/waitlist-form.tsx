import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useFetcher, useLocation } from "react-router";
import { ErrorList, FormErrors, Honeypot } from "#app/components/forms/fields.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { Input } from "#app/components/ui/input.tsx";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { useDeferredValidation } from "#app/lib/use-deferred-validation.ts";
import type { WaitlistId } from "#app/lib/waitlists.ts";

const loadWaitlistSchema = () =>
  import("#app/schemas/waitlist.ts").then((module) => module.WaitlistSchema);

type Reply = { result: SubmissionResult<string[]>; joined: boolean; message?: string };

/** An e-mail field that joins one waitlist; the answer replaces the form. */
export function WaitlistForm(props: { list: WaitlistId; buttonLabel?: string; idPrefix?: string }) {
  const fetcher = useFetcher<Reply>();
  const location = useLocation();
  const id = `${props.idPrefix ?? "waitlist"}-${props.list}`;
  const onValidate = useDeferredValidation(id, loadWaitlistSchema);
  const [form, fields] = useForm({
    id,
    lastResult: fetcher.data?.result,
    onValidate,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  if (fetcher.data?.joined) {
    return (
      <p role="status" className="flex items-start gap-2 rounded-xl bg-muted p-4">
        <SpriteIcon name="circle-check" className="mt-0.5 size-5 shrink-0 text-primary" />
        {fetcher.data.message}
      </p>
    );
  }
  const submitting = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action="/resources/waitlist"
      {...getFormProps(form)}
      onSubmit={(event) => {
        // Conform validates first and stops an invalid submit.
        form.onSubmit(event);
        if (event.defaultPrevented) return;
        // With JavaScript the answer appears in place, so there is nowhere to return to.
        event.preventDefault();
        const formData = new FormData(event.currentTarget);
        formData.delete("returnTo");
        fetcher.submit(formData, { method: "post", action: "/resources/waitlist" });
      }}
      className="space-y-2"
    >
      <input type="hidden" name="list" value={props.list} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <Honeypot />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={fields.email.id} className="sr-only">
          Email address
        </label>
        <Input
          {...getInputProps(fields.email, { type: "email" })}
          key={fields.email.key}
          placeholder="you@example.com"
          autoComplete="email"
        />
        <button type="submit" disabled={submitting} className={buttonClass()}>
          {submitting ? "Joining..." : (props.buttonLabel ?? "Join Waitlist")}
        </button>
      </div>
      <ErrorList id={fields.email.errorId} errors={fields.email.errors} />
    </fetcher.Form>
  );
}
