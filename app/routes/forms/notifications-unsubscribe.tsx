import { data, redirect } from "react-router";
import { setActivityMail, unsubscribeAddress } from "#app/.server/notifications/preferences.ts";
import { invalidForm, parseFormPost } from "#app/.server/web/form-post.ts";
import { LinkActionForm } from "#app/components/forms/link-action-form.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { Link } from "#app/lib/links.tsx";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import {
  ActivityUnsubscribePostSchema,
  ActivityUnsubscribeSchema,
} from "#app/schemas/notifications.ts";
import type { Route } from "./+types/notifications-unsubscribe";

/** The link's address when its signature holds, else null. */
function signedAddress(services: Route.ActionArgs["context"]["services"], input: unknown) {
  const parsed = ActivityUnsubscribeSchema.safeParse(input);
  if (!parsed.success) return null;
  return unsubscribeAddress(services.linkSecrets, parsed.data.email, parsed.data.sig);
}

/** Opening the link only shows a button: mail scanners follow links, and must not unsubscribe. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const link = { email: params.get("email") ?? "", sig: params.get("sig") ?? "" };
  return {
    link,
    valid: signedAddress(context.services, link) !== null,
    done: params.get("status") === "unsubscribed",
  };
}

/**
 * One click, without a sign-in: mail clients POST `List-Unsubscribe=One-Click` to the link in the
 * header (RFC 8058) and get a plain 200; the page's button posts the link's parts and is
 * redirected to the outcome.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseFormPost(request, ActivityUnsubscribePostSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const { value } = submission;
  const params = new URL(request.url).searchParams;
  const address = signedAddress(context.services, {
    email: value.email ?? params.get("email"),
    sig: value.sig ?? params.get("sig"),
  });
  if (address) await setActivityMail(context.services.db, address, false);
  if (value["List-Unsubscribe"]) {
    return data({ unsubscribed: address !== null }, { status: address ? 200 : 400 });
  }
  if (!address) return data({ error: "This link does not work." }, { status: 400 });
  return redirect("/notifications/unsubscribe?status=unsubscribed", { status: 303 });
}

export default function NotificationsUnsubscribePage({ loaderData }: Route.ComponentProps) {
  const { link, valid, done } = loaderData;
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 pt-32 pb-20 text-center">
      {done ? (
        <>
          <h1 className="font-display text-3xl font-semibold">You have unsubscribed</h1>
          <p className="text-muted-foreground">
            You will not receive reminders or booking and order updates by e-mail any more. Receipts
            and account e-mails still arrive. Members can turn updates back on in their profile.
          </p>
          <Link to="/profile" className={buttonClass({ variant: "outline" })}>
            Go to your profile
          </Link>
        </>
      ) : (
        <>
          <h1 className="font-display text-3xl font-semibold">Stop activity e-mails</h1>
          {valid ? (
            <LinkActionForm
              prompt={`Press the button to stop reminders and booking and order updates to ${link.email}.`}
              values={{ email: link.email, sig: link.sig }}
              label="Unsubscribe"
              busyLabel="Unsubscribing..."
            />
          ) : (
            <p className="text-muted-foreground">
              This link does not work. Use the unsubscribe link in the latest e-mail you received.
            </p>
          )}
        </>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Unsubscribe");
