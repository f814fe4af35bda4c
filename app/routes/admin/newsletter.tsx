import { useLocation } from "react-router";
import { countSubscribers, listSubscribers } from "#app/.server/newsletter/subscribers.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { ExportableFilters } from "#app/components/admin/admin-filters.tsx";
import { AdminSection, AdminShell, StatCards } from "#app/components/admin/admin-shell.tsx";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { buttonClass, textLinkClass } from "#app/components/ui/button-styles.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { Link } from "#app/lib/links.tsx";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { NEWSLETTER_INTERESTS } from "#app/schemas/form-choices.ts";
import {
  SUBSCRIBER_PAGE_LIMIT,
  SUBSCRIBER_STATES,
  SubscriberFilterSchema,
} from "#app/schemas/newsletter-admin.ts";
import type { Route } from "./+types/newsletter";

const INTEREST_LABELS: Record<string, string> = Object.fromEntries(
  NEWSLETTER_INTERESTS.map((interest) => [interest.value, interest.label]),
);
const STATE_LABELS: Record<string, string> = Object.fromEntries(
  SUBSCRIBER_STATES.map((state) => [state.value, state.label]),
);

const when = (date: Date | null) => (date ? formatDateTime(date) : "");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  await requireAdmin(request, services);
  const filter = SubscriberFilterSchema.parse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  const [subscribers, counts] = await Promise.all([
    listSubscribers(services.db, filter, SUBSCRIBER_PAGE_LIMIT),
    countSubscribers(services.db),
  ]);
  return {
    filter,
    states: SUBSCRIBER_STATES.map((state) => ({
      label: state.label,
      value: counts.byState[state.value] ?? 0,
    })),
    interests: NEWSLETTER_INTERESTS.map((interest) => ({
      label: interest.label,
      value: counts.byInterest[interest.value] ?? 0,
    })),
    subscribers: subscribers.map((row) => ({
      id: row.id,
      email: row.email,
      state: STATE_LABELS[row.state] ?? row.state,
      interests: row.interests.map((value) => INTEREST_LABELS[value] ?? value).join(", "),
      source: row.source,
      signedUp: when(row.createdAt),
      changed: when(row.suppressedAt ?? row.unsubscribedAt ?? row.confirmedAt),
    })),
  };
}

export default function AdminNewsletterPage({ loaderData }: Route.ComponentProps) {
  const { filter, states, interests, subscribers } = loaderData;
  const { search } = useLocation();
  return (
    <AdminShell
      title="Newsletter"
      description="The Stellar Dispatch's subscribers: who confirmed, who left, and what they asked for."
    >
      <Link to="/admin/newsletter/campaigns" className={buttonClass({ variant: "outline" })}>
        Campaigns
      </Link>
      <StatCards stats={states} />
      <AdminSection id="newsletter-interests" title="Confirmed subscribers per interest">
        <StatCards stats={interests} />
      </AdminSection>
      <ExportableFilters
        idPrefix="subscriber"
        filter={filter}
        selects={[
          {
            name: "state",
            label: "Status",
            options: SUBSCRIBER_STATES,
            placeholder: "All statuses",
          },
        ]}
        searchPlaceholder="E-mail address..."
        csvPath="/admin/newsletter.csv"
        query={search}
      />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {subscribers.length === SUBSCRIBER_PAGE_LIMIT
          ? `The newest ${SUBSCRIBER_PAGE_LIMIT} subscribers; the CSV has them all.`
          : `${subscribers.length} ${subscribers.length === 1 ? "subscriber" : "subscribers"}`}
      </p>
      <AdminTable
        caption="Newsletter subscribers"
        columns={["E-mail", "Status", "Interests", "Source", "Signed up", "Last change", "Actions"]}
        rows={subscribers}
        empty="Nobody matches this filter."
        renderRow={(row) => (
          <tr key={row.id}>
            <td className="p-3 break-all">{row.email}</td>
            <td className="p-3">{row.state}</td>
            <td className="p-3">{row.interests}</td>
            <td className="p-3">{row.source}</td>
            <td className="p-3">{row.signedUp}</td>
            <td className="p-3">{row.changed}</td>
            <td className="p-3">
              <Link
                to={`/admin/newsletter/subscribers/${row.id}/erase`}
                className={textLinkClass}
                aria-label={`Erase ${row.email}`}
              >
                Erase
              </Link>
            </td>
          </tr>
        )}
      />
    </AdminShell>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Newsletter");
