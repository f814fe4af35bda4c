import { data } from "react-router";
import { eraseSubscriber, findSubscriber } from "#app/.server/newsletter/subscribers.ts";
import { auditAdminAction } from "#app/.server/web/admin-audit.ts";
import { invalidForm, parseFormPost } from "#app/.server/web/form-post.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import { ConfirmPage } from "#app/components/admin/confirm-page.tsx";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { EraseSubscriberSchema } from "#app/schemas/newsletter-admin.ts";
import type { Route } from "./+types/newsletter-erase";

const notFound = () => data({ message: "No such subscriber" }, { status: 404 });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = context;
  await requireAdmin(request, services);
  const subscriber = await findSubscriber(services.db, params.id);
  if (!subscriber) throw notFound();
  return { email: subscriber.email };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services } = context;
  const admin = await requireAdmin(request, services);
  const submission = await parseFormPost(request, EraseSubscriberSchema);
  if (submission.status !== "success") return invalidForm(submission);
  if (!(await eraseSubscriber(services.db, params.id))) throw notFound();
  // The log keeps that an erasure happened and by whom, not the address that was erased.
  await auditAdminAction(services.db, request, admin, {
    action: "newsletter.erase",
    target: params.id,
  });
  return redirectWithToast(services, "/admin/newsletter", {
    type: "success",
    title: "Subscriber erased",
  });
}

export default function NewsletterErasePage({ loaderData }: Route.ComponentProps) {
  return (
    <ConfirmPage
      title={`Erase ${loaderData.email}?`}
      intent="erase"
      confirmLabel="Erase the subscriber"
      back={{ to: "/admin/newsletter", label: "Keep them" }}
    >
      The address, its interests, its dates and the record of every campaign sent to it are removed
      for good. Someone who only wants no more mail can use the unsubscribe link instead; an erased
      address can sign up again like anyone else.
    </ConfirmPage>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(matches, "Erase subscriber");
