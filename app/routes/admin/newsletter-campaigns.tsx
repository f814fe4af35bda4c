import { listCampaigns } from "#app/.server/newsletter/campaigns.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { buttonClass, textLinkClass } from "#app/components/ui/button-styles.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { Link } from "#app/lib/links.tsx";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/newsletter-campaigns";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  await requireAdmin(request, services);
  const campaigns = await listCampaigns(services.db);
  return {
    campaigns: campaigns.map((campaign) => ({
      id: campaign.id,
      subject: campaign.subject,
      status: campaign.status,
      created: formatDateTime(campaign.createdAt),
      sent: campaign.sentAt ? formatDateTime(campaign.sentAt) : "",
    })),
  };
}

export default function AdminCampaignsPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell
      title="Campaigns"
      description="What the Stellar Dispatch sends to its confirmed subscribers."
    >
      <div className="flex flex-wrap gap-3">
        <Link to="/admin/newsletter/campaigns/new" className={buttonClass()}>
          New campaign
        </Link>
        <Link to="/admin/newsletter" className={buttonClass({ variant: "outline" })}>
          Subscribers
        </Link>
      </div>
      <AdminTable
        caption="Campaigns"
        columns={["Subject", "Status", "Created", "Sent"]}
        rows={loaderData.campaigns}
        empty="No campaigns yet."
        renderRow={(campaign) => (
          <tr key={campaign.id}>
            <td className="p-3">
              <Link to={`/admin/newsletter/campaigns/${campaign.id}`} className={textLinkClass}>
                {campaign.subject}
              </Link>
            </td>
            <td className="p-3">{campaign.status}</td>
            <td className="p-3">{campaign.created}</td>
            <td className="p-3">{campaign.sent}</td>
          </tr>
        )}
      />
    </AdminShell>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Campaigns");
