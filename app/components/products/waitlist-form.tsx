import type { SubmissionResult } from "@conform-to/react";
import { type FormEvent, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { ErrorList, FormErrors, Honeypot } from "#app/components/forms/field-parts.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { Input } from "#app/components/ui/input.tsx";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { withoutEagerDiscovery } from "#app/lib/links.tsx";
import { useDeferredValidation } from "#app/lib/use-deferred-validation.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import type { WaitlistId } from "#app/lib/waitlists.ts";

const loadWaitlistSchema = () =>
  import("#app/schemas/waitlist.ts").then((module) => module.WaitlistSchema);

type Reply = { result: SubmissionResult<string[]>; joined: boolean; message?: string };

/**
 * An e-mail field that joins one waitlist; the answer replaces the form. It sits on product pages
 * whose script budget has no room for Conform, so its one field is checked here with the same
 * schema, loaded when the visitor starts on the form, as the server parses it with.
 */
export function WaitlistForm(props: { list: WaitlistId; buttonLabel?: string; idPrefix?: string }) {
  const fetcher = useFetcher<Reply>();
  const location = useLocation();
  const hydrated = useHydrated();
  const id = `${props.idPrefix ?? "waitlist"}-${props.list}`;
  const validate = useDeferredValidation(id, loadWaitlistSchema);
  // The browser's own check of the last attempt; the server's answer shows until there is one.
  const [checked, setChecked] = useState<SubmissionResult<string[]> | null>(null);
  const result = checked ?? fetcher.data?.result;
  const emailErrors = result?.error?.email ?? undefined;
  const formErrors = result?.error?.[""] ?? undefined;

  if (fetcher.data?.joined) {
    return (
      <p role="status" className="flex items-start gap-2 rounded-xl bg-muted p-4">
        <SpriteIcon name="circle-check" className="mt-0.5 size-5 shrink-0 text-primary" />
        {fetcher.data.message}
      </p>
    );
  }

  const check = (form: HTMLFormElement) => {
    const submission = validate?.({ formData: new FormData(form) });
    const reply = submission?.reply();
    return reply?.status === "error" ? reply : null;
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript the answer appears in place, so there is nowhere to return to.
    event.preventDefault();
    const failed = check(event.currentTarget);
    setChecked(failed);
    if (failed) return;
    const formData = new FormData(event.currentTarget);
    formData.delete("returnTo");
    fetcher.submit(formData, { method: "post", action: "/resources/waitlist" });
  };
  // Once a message shows, it follows the typing, so it goes as soon as the address is fixed.
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    if (result && validate) setChecked(check(event.currentTarget) ?? { status: "success" });
  };

  const submitting = fetcher.state !== "idle";
  const errorId = `${id}-email-error`;
  const formErrorId = `${id}-form-error`;
  return (
    <fetcher.Form
      {...withoutEagerDiscovery}
      id={id}
      method="post"
      action="/resources/waitlist"
      noValidate={hydrated}
      aria-invalid={formErrors ? true : undefined}
      aria-describedby={formErrors ? formErrorId : undefined}
      onSubmit={onSubmit}
      onInput={onInput}
      className="space-y-2"
    >
      <input type="hidden" name="list" value={props.list} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <Honeypot />
      <FormErrors id={formErrorId} errors={formErrors} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          aria-invalid={emailErrors ? true : undefined}
          aria-describedby={emailErrors ? errorId : undefined}
          placeholder="you@example.com"
          autoComplete="email"
        />
        <button type="submit" disabled={submitting} className={buttonClass()}>
          {submitting ? "Joining..." : (props.buttonLabel ?? "Join Waitlist")}
        </button>
      </div>
      <ErrorList id={errorId} errors={emailErrors} />
    </fetcher.Form>
  );
}
