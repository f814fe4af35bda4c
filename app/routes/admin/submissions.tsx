import { data, useLocation } from "react-router";
import { listInbox, setInboxStatus } from "#app/.server/submissions/inbox.ts";
import { invalidForm, parseFormPost } from "#app/.server/web/form-post.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import { ExportableFilters } from "#app/components/admin/admin-filters.tsx";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { FormErrors } from "#app/components/forms/field-parts.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { cn } from "#app/lib/cn.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { Form, Link } from "#app/lib/links.tsx";
import { replyErrors } from "#app/lib/reply-errors.ts";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import {
  INBOX_STATUSES,
  INBOX_TYPES,
  InboxFilterSchema,
  InboxStatusChangeSchema,
} from "#app/schemas/inbox.ts";
import type { Route } from "./+types/submissions";

const TYPE_LABELS = Object.fromEntries(INBOX_TYPES.map((type) => [type.value, type.label]));
const STATUS_LABELS = Object.fromEntries(
  INBOX_STATUSES.map((status) => [status.value, status.label]),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  await requireAdmin(request, services);
  const filter = InboxFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const items = await listInbox(services.db, filter);
  return {
    filter,
    items: items.map((item) => ({ ...item, received: formatDateTime(item.createdAt) })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  await requireAdmin(request, services);
  const submission = await parseFormPost(request, InboxStatusChangeSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const change = submission.value;
  if (!(await setInboxStatus(services.db, change))) {
    const result = submission.reply({ formErrors: ["That submission no longer exists"] });
    return data({ result }, { status: 404 });
  }
  const url = new URL(request.url);
  return redirectWithToast(
    services,
    `${url.pathname}${url.search}`,
    { type: "success", title: `Marked ${STATUS_LABELS[change.status]?.toLowerCase()}` },
    { status: 303 },
  );
}

export default function AdminSubmissionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, items } = loaderData;
  const { search } = useLocation();
  return (
    <AdminShell
      title="Submissions"
      description="Everything the public forms received and every newsletter subscriber, newest first."
    >
      <ExportableFilters
        idPrefix="inbox"
        filter={filter}
        selects={[
          { name: "type", label: "Type", options: INBOX_TYPES, placeholder: "All types" },
          { name: "status", label: "Status", options: INBOX_STATUSES, placeholder: "All statuses" },
        ]}
        searchPlaceholder="Name, e-mail, subject..."
        csvPath="/admin/submissions.csv"
        query={search}
      />
      <FormErrors id="inbox-errors" errors={replyErrors(actionData?.result)} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {items.length} {items.length === 1 ? "entry" : "entries"}
      </p>
      {items.length === 0 ? (
        <p className="rounded-2xl border bg-card p-6 text-muted-foreground">
          Nothing matches this filter.
        </p>
      ) : (
        <ul className="space-y-4">
          {items.map((item) => (
            <li key={`${item.type}-${item.id}`} className="rounded-2xl border bg-card p-5">
              <article aria-label={`${TYPE_LABELS[item.type]} from ${item.email}`}>
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="rounded-full bg-muted px-2.5 py-0.5 font-medium">
                    {TYPE_LABELS[item.type]}
                  </span>
                  <span
                    className={cn(
                      "rounded-full border px-2.5 py-0.5",
                      item.status === "new" && "border-primary text-primary",
                      item.status === "spam" && "border-danger text-danger",
                    )}
                  >
                    {STATUS_LABELS[item.status] ?? item.status}
                  </span>
                  <span className="text-muted-foreground">{item.received}</span>
                </div>
                <h2 className="mt-2 font-semibold break-words">{item.summary}</h2>
                <p className="text-sm break-words text-muted-foreground">
                  {item.name ? `${item.name} · ` : null}
                  {item.email}
                </p>
                <details className="mt-3">
                  <summary className="cursor-pointer text-sm font-medium text-primary">
                    Details
                  </summary>
                  <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
                    {item.fields.map(([label, value]) => (
                      <div key={label} className="contents">
                        <dt className="font-medium">{label}</dt>
                        <dd className="break-words whitespace-pre-wrap text-muted-foreground">
                          {value}
                        </dd>
                      </div>
                    ))}
                  </dl>
                </details>
                <Form method="post" className="mt-3 flex flex-wrap gap-2">
                  <input type="hidden" name="type" value={item.type} />
                  <input type="hidden" name="id" value={item.id} />
                  {INBOX_STATUSES.filter((status) => status.value !== item.status).map((status) => (
                    <button
                      key={status.value}
                      type="submit"
                      name="status"
                      value={status.value}
                      className={buttonClass({ variant: "outline", size: "sm" })}
                    >
                      {status.value === "new" ? "Mark new" : `Mark ${status.value}`}
                    </button>
                  ))}
                </Form>
              </article>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-muted-foreground">
        Mail the site sent lives in the <Link to="/admin/outbox">Mail Outbox</Link>.
      </p>
    </AdminShell>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Submissions");
