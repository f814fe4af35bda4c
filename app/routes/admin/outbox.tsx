import { listOutbox } from "#app/.server/mail/outbox.ts";
import { auditAdminAction } from "#app/.server/web/admin-audit.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { AdminFilters, FilterInput } from "#app/components/admin/admin-filters.tsx";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/outbox";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  const admin = await requireAdmin(request, services);
  const to = new URL(request.url).searchParams.get("to")?.trim() || undefined;
  const mails = await listOutbox(services.db, admin, { to });
  // A reset link shown here (only ever the admin's own) sets a password: the log says when it was.
  for (const mail of mails.filter((shown) => shown.isPasswordReset && !shown.withheld)) {
    await auditAdminAction(services.db, request, admin, {
      action: "outbox.reset-link-read",
      target: mail.to,
      details: { sent: mail.sentAt },
    });
  }
  return { to: to ?? "", transport: services.mailer.transport, mails };
}

/** Mail text is the site's own words and links; links become anchors so an admin can follow them. */
function MailText(props: { text: string }) {
  const parts = props.text.split(/(https?:\/\/\S+)/g);
  return (
    <p className="mt-3 text-sm whitespace-pre-wrap break-words text-muted-foreground">
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <a key={index} href={part} className="text-primary underline underline-offset-4">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

export default function OutboxPage({ loaderData }: Route.ComponentProps) {
  const { mails, to, transport } = loaderData;
  return (
    <AdminShell
      title="Mail Outbox"
      description={
        transport === "smtp"
          ? "Mail is sent through SMTP; the outbox only holds what was sent before SMTP was configured."
          : "No SMTP server is configured, so the site keeps its mail here instead of sending it."
      }
    >
      <AdminFilters>
        <FilterInput
          id="outbox-to"
          label="Recipient"
          name="to"
          type="email"
          defaultValue={to}
          placeholder="person@example.com"
        />
        <button type="submit" className={buttonClass({ variant: "outline" })}>
          Filter
        </button>
      </AdminFilters>
      {mails.length === 0 ? (
        <p className="rounded-2xl border bg-card p-6 text-center text-muted-foreground">
          {to ? `No mail for ${to}.` : "The outbox is empty."}
        </p>
      ) : (
        <ul className="space-y-4">
          {mails.map((mail) => (
            <li key={mail.id} className="rounded-2xl border bg-card p-5">
              <article aria-label={mail.subject}>
                <h2 className="font-semibold">{mail.subject}</h2>
                <p className="text-sm text-muted-foreground">
                  To {mail.to} · {mail.sentAt}
                </p>
                <MailText text={mail.text} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </AdminShell>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Mail Outbox");
