import { countWaitlistSignups, listWaitlistSignups } from "#app/.server/waitlists/join-waitlist.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { AdminShell, StatCards } from "#app/components/admin/admin-shell.tsx";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { formatDateTime } from "#app/lib/dates.ts";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { WAITLIST_IDS, WAITLISTS } from "#app/lib/waitlists.ts";
import type { Route } from "./+types/waitlists";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.services;
  await requireAdmin(request, context.services);
  const [counts, signups] = await Promise.all([countWaitlistSignups(db), listWaitlistSignups(db)]);
  return {
    counts: WAITLIST_IDS.map((id) => ({ label: WAITLISTS[id].label, value: counts[id] ?? 0 })),
    signups: signups.map((signup) => ({
      id: signup.id,
      email: signup.email,
      list: WAITLISTS[signup.list as keyof typeof WAITLISTS]?.label ?? signup.list,
      joinedAt: formatDateTime(signup.createdAt),
    })),
  };
}

export default function AdminWaitlistsPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell title="Waitlists" description="Everyone who asked to hear first, per list.">
      <StatCards stats={loaderData.counts} />
      <AdminTable
        caption="Waitlist sign-ups"
        columns={["E-mail", "List", "Joined"]}
        rows={loaderData.signups}
        empty="No sign-ups yet."
        renderRow={(signup) => (
          <tr key={signup.id}>
            <td className="p-3">{signup.email}</td>
            <td className="p-3">{signup.list}</td>
            <td className="p-3">{signup.joinedAt}</td>
          </tr>
        )}
      />
    </AdminShell>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Waitlists");
