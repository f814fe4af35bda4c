import { getFormProps } from "@conform-to/react";
import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { ErrorList, Honeypot } from "#app/components/forms/field-parts.tsx";
import { EmailField } from "#app/components/forms/fields.tsx";
import { useDeferredSchemaForm } from "#app/components/forms/use-deferred-schema-form.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { useSharedRootData } from "#app/lib/use-site-config.ts";
import {
  NEWSLETTER_INTERESTS,
  NEWSLETTER_MESSAGES,
  type NewsletterSource,
} from "#app/schemas/form-choices.ts";

const loadNewsletterSchema = () =>
  import("#app/schemas/newsletter.ts").then((module) => module.NewsletterSubscribeSchema);

type Status = "idle" | "submitting" | "subscribed";

/**
 * The Stellar Dispatch signup: e-mail and interests. With JavaScript it calls the JSON endpoint and
 * swaps itself for a welcome message; without, the form posts and the page comes back with
 * `?subscribed=1` and the toast. Any page can drop it in with its own `source`.
 */
export function NewsletterSignup(props: {
  source?: NewsletterSource;
  idPrefix?: string;
  title?: string;
}) {
  const { source = "stellar_dispatch", idPrefix = "newsletter" } = props;
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // Without JavaScript a refused address comes back through the redirect's flash message.
  const keptEmail = useSharedRootData()?.toast?.draft?.email;
  const [status, setStatus] = useState<Status>(
    searchParams.get("subscribed") === "1" ? "subscribed" : "idle",
  );
  const formId = `${idPrefix}-signup`;
  const [form, fields] = useDeferredSchemaForm(loadNewsletterSchema, {
    id: formId,
    lastResult: null,
    validateOn: "onSubmit",
    defaultValue: { interests: ["newsletter"], email: keptEmail },
    onSubmit: async (event, { submission }) => {
      // No submission: the validation could not be loaded, so the form posts without JavaScript.
      if (!submission) return;
      event.preventDefault();
      if (submission.status !== "success") return;
      setStatus("submitting");
      try {
        const response = await fetch("/api/newsletter/subscribe", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            email: submission.value.email,
            source,
            interests: submission.value.interests,
            website: submission.value.website,
          }),
        });
        if (!response.ok) throw new Error(`subscribe answered ${response.status}`);
        setStatus("subscribed");
        toast.success(NEWSLETTER_MESSAGES.successTitle, {
          description: NEWSLETTER_MESSAGES.successDescription,
        });
      } catch {
        setStatus("idle");
        toast.error(NEWSLETTER_MESSAGES.failed);
      }
    },
  });

  if (status === "subscribed") {
    return (
      <div role="status" className="rounded-2xl border border-primary/40 bg-card p-6 text-center">
        <SpriteIcon name="circle-check" className="mx-auto size-8 text-primary" />
        <p className="mt-3 font-display text-xl font-semibold">
          {NEWSLETTER_MESSAGES.successTitle}
        </p>
        <p className="mt-2 text-muted-foreground">{NEWSLETTER_MESSAGES.successDescription}</p>
      </div>
    );
  }
  const submitting = status === "submitting";
  const chosen = new Set(fields.interests.value ?? ["newsletter"]);
  return (
    <form
      method="post"
      action="/resources/newsletter"
      {...getFormProps(form)}
      className="space-y-4 rounded-2xl border bg-card p-6"
    >
      {props.title ? <h2 className="font-display text-2xl font-semibold">{props.title}</h2> : null}
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="returnTo" value={location.pathname} />
      <Honeypot />
      <EmailField field={fields.email} label="Email address" placeholder="you@example.com" />
      <fieldset>
        <legend className="mb-2 text-sm font-medium">I'm interested in</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {NEWSLETTER_INTERESTS.map((interest) => (
            <label key={interest.value} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={fields.interests.name}
                value={interest.value}
                defaultChecked={chosen.has(interest.value)}
                className="size-4 accent-[var(--primary)]"
              />
              {interest.label}
            </label>
          ))}
        </div>
        <ErrorList id={fields.interests.errorId} errors={fields.interests.errors} />
      </fieldset>
      <button type="submit" disabled={submitting} className={buttonClass({ className: "w-full" })}>
        {submitting ? (
          <>
            <SpriteIcon name="loader-circle" className="size-4 animate-spin" />
            Subscribing...
          </>
        ) : (
          "Subscribe"
        )}
      </button>
    </form>
  );
}
