import { useEffect, useRef } from "react";
import { redirect } from "react-router";
import { confirmSubscription } from "#app/.server/newsletter/subscriptions.ts";
import { campaignOfRequest } from "#app/.server/web/campaign-visit.ts";
import { invalidForm, parseFormPost } from "#app/.server/web/form-post.ts";
import { LinkActionForm } from "#app/components/forms/link-action-form.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { Link } from "#app/lib/links.tsx";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { NewsletterTokenSchema } from "#app/schemas/newsletter.ts";
import type { Route } from "./+types/newsletter-confirm";

const OUTCOMES = {
  confirmed: {
    title: "Welcome to Stellar Dispatch!",
    body: "Your subscription is confirmed. Your first dispatch is on its way.",
  },
  unsubscribed: {
    title: "This address has unsubscribed",
    body: "Sign up again on the newsletter page if you would like to hear from us.",
  },
  expired: {
    title: "This confirmation link has expired",
    body: "Sign up again and we will send you a new one.",
  },
  invalid: {
    title: "This link does not work",
    body: "It may be incomplete. Sign up again on the newsletter page to get a new one.",
  },
} as const;

/**
 * The link in the confirmation mail opens this page; only its POST confirms, so a mail scanner that
 * fetches every link confirms nothing. With JavaScript the form submits itself.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const outcome = params.get("status");
  return {
    token: params.get("token") ?? "",
    outcome: outcome && outcome in OUTCOMES ? (outcome as keyof typeof OUTCOMES) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseFormPost(request, NewsletterTokenSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const now = new Date();
  const outcome = await confirmSubscription(
    context.services,
    submission.value.token,
    now,
    await campaignOfRequest(request, context.services, now),
  );
  return redirect(`/newsletter/confirm?status=${outcome}`, { status: 303 });
}

export default function NewsletterConfirmPage({ loaderData }: Route.ComponentProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { token, outcome } = loaderData;
  useEffect(() => {
    if (!outcome && token) formRef.current?.requestSubmit();
  }, [outcome, token]);
  const shown = outcome ? OUTCOMES[outcome] : token ? null : OUTCOMES.invalid;
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 pt-32 pb-20 text-center">
      <h1 className="font-display text-3xl font-semibold">
        {shown ? shown.title : "Confirm your subscription"}
      </h1>
      {shown ? (
        <>
          <p className="text-muted-foreground">{shown.body}</p>
          <Link to="/newsletter" className={buttonClass({ variant: "outline" })}>
            Go to Stellar Dispatch
          </Link>
        </>
      ) : (
        <LinkActionForm
          formRef={formRef}
          prompt="Press the button to start receiving the Stellar Dispatch."
          values={{ token }}
          label="Confirm my subscription"
          busyLabel="Confirming..."
        />
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(matches, "Confirm your subscription");
