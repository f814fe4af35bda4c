import { getAdminOverview } from "#app/.server/admin/overview.ts";
import { conversionsPerDay } from "#app/.server/analytics/conversions.ts";
import { lastDays } from "#app/.server/analytics/range.ts";
import { countNewSubmissions } from "#app/.server/submissions/new-count.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { AdminSection, AdminShell, StatCards } from "#app/components/admin/admin-shell.tsx";
import { Sparklines } from "#app/components/analytics/sparklines.tsx";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import type { SpriteIconName } from "#app/components/ui/sprite-icons.ts";
import { Link } from "#app/lib/links.tsx";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/overview";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  await requireAdmin(request, services);
  const month = lastDays(30, new Date());
  const [stats, newSubmissions, trends] = await Promise.all([
    getAdminOverview(services.db),
    countNewSubmissions(services.db),
    conversionsPerDay(services.db, month.from, month.to),
  ]);
  return { stats, newSubmissions, trends };
}

const TILES: { href: string; title: string; description: string; icon: SpriteIconName }[] = [
  {
    href: "/admin/users",
    title: "User Management",
    description: "Search members, change roles, suspend and restore accounts.",
    icon: "users",
  },
  {
    href: "/admin/content",
    title: "Content",
    description: "Products, testimonials, applications, bookings and recent activity.",
    icon: "file-text",
  },
  {
    href: "/admin/settings",
    title: "Settings",
    description: "Site name and address, notifications, maintenance mode and backups.",
    icon: "settings",
  },
  {
    href: "/admin/security",
    title: "Security",
    description: "Recent sign-in attempts and locked accounts.",
    icon: "shield-check",
  },
];

export default function AdminOverviewPage({ loaderData }: Route.ComponentProps) {
  const { stats, newSubmissions, trends } = loaderData;
  return (
    <AdminShell
      title="Admin Dashboard"
      description="Members, content, settings and security of the site at a glance."
    >
      <AdminSection id="stats-title" title="Members">
        <StatCards
          stats={[
            { label: "Total Users", value: stats.totalUsers },
            { label: "Admins", value: stats.admins },
            { label: "Active Today", value: stats.activeToday },
            { label: "Active This Week", value: stats.activeThisWeek },
          ]}
        />
      </AdminSection>
      <section aria-labelledby="trends-title" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="trends-title" className="font-display text-xl font-semibold">
            Last 30 days
          </h2>
          <Link to="/analytics" className="text-sm text-primary underline-offset-4 hover:underline">
            Open analytics
          </Link>
        </div>
        <Sparklines days={trends} />
      </section>
      <AdminSection id="inbox-title" title="Inbox">
        <Link
          to="/admin/submissions?status=new"
          className="flex items-center gap-4 rounded-2xl border bg-card p-5 transition-colors hover:border-primary"
        >
          <SpriteIcon name="inbox" className="size-6 shrink-0 text-primary" />
          <span className="font-display text-4xl font-semibold text-primary">{newSubmissions}</span>
          <span>
            <span className="block font-semibold">
              New {newSubmissions === 1 ? "submission" : "submissions"}
            </span>
            <span className="mt-1 block text-sm text-muted-foreground">
              Form entries and sign-ups no admin has reviewed yet. Open the inbox.
            </span>
          </span>
        </Link>
      </AdminSection>
      <AdminSection id="manage-title" title="Manage">
        <ul className="grid gap-4 sm:grid-cols-2">
          {TILES.map(({ href, title, description, icon }) => (
            <li key={href}>
              <Link
                to={href}
                className="flex h-full gap-4 rounded-2xl border bg-card p-5 transition-colors hover:border-primary"
              >
                <SpriteIcon name={icon} className="size-6 shrink-0 text-primary" />
                <span>
                  <span className="block font-semibold">{title}</span>
                  <span className="mt-1 block text-sm text-muted-foreground">{description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </AdminSection>
    </AdminShell>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Admin");
