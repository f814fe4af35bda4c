import { data, redirect } from "react-router";
import { unsubscribe } from "#app/.server/newsletter/subscriptions.ts";
import { invalidForm, parseFormPost } from "#app/.server/web/form-post.ts";
import { LinkActionForm } from "#app/components/forms/link-action-form.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { Link } from "#app/lib/links.tsx";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { UnsubscribePostSchema } from "#app/schemas/newsletter.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

const TOKEN = /^[\w.-]{10,300}$/;

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return {
    token: params.get("token") ?? "",
    outcome: params.get("status") === "unsubscribed" ? "unsubscribed" : params.get("status"),
  };
}

/**
 * One click: mail clients POST `List-Unsubscribe=One-Click` to the link in the header (RFC 8058)
 * and get a plain 200; the page's own button posts the token and is redirected to the outcome.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseFormPost(request, UnsubscribePostSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const { value } = submission;
  const token = value.token ?? new URL(request.url).searchParams.get("token") ?? "";
  const outcome = TOKEN.test(token) ? await unsubscribe(context.services, token) : "invalid";
  if (value["List-Unsubscribe"]) {
    return data({ outcome }, { status: outcome === "invalid" ? 400 : 200 });
  }
  return redirect(`/newsletter/unsubscribe?status=${outcome}`, { status: 303 });
}

export default function NewsletterUnsubscribePage({ loaderData }: Route.ComponentProps) {
  const { token, outcome } = loaderData;
  if (outcome === "unsubscribed") {
    return (
      <div className="mx-auto max-w-xl space-y-6 px-4 pt-32 pb-20 text-center">
        <h1 className="font-display text-3xl font-semibold">You have unsubscribed</h1>
        <p className="text-muted-foreground">
          You will not receive the Stellar Dispatch any more. Changed your mind? Sign up again any
          time.
        </p>
        <Link to="/newsletter" className={buttonClass({ variant: "outline" })}>
          Go to Stellar Dispatch
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 pt-32 pb-20 text-center">
      <h1 className="font-display text-3xl font-semibold">Unsubscribe from Stellar Dispatch</h1>
      {outcome === "invalid" || !token ? (
        <p className="text-muted-foreground">
          This link does not work. Use the unsubscribe link in the latest e-mail you received.
        </p>
      ) : (
        <LinkActionForm
          prompt="Press the button to stop receiving the newsletter."
          values={{ token }}
          label="Unsubscribe"
          busyLabel="Unsubscribing..."
        />
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Unsubscribe");
