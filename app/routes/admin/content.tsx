import { type ActivityKind, getContentOverview } from "#app/.server/admin/content.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { AdminSection, AdminShell, StatCards } from "#app/components/admin/admin-shell.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { Link } from "#app/lib/links.tsx";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/content";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  await requireAdmin(request, services);
  return getContentOverview(services.db);
}

/** Each action leads to its management view. */
const QUICK_ACTIONS = [
  {
    id: "add-product",
    label: "Add Product",
    href: "/admin/products/new",
    note: "Create a product, event or subscription for the shop.",
    icon: "package-plus",
  },
  {
    id: "review-testimonials",
    label: "Review Testimonials",
    href: "/admin/submissions?type=chronicle",
    note: "Read the stories and testimonials visitors sent in.",
    icon: "message-square-quote",
  },
  {
    id: "manage-applications",
    label: "Manage Applications",
    href: "/admin/submissions?type=leadership",
    note: "Leadership applications, nominations and partnership requests.",
    icon: "clipboard-list",
  },
] as const;

const KIND_LABELS: Record<ActivityKind, string> = {
  "sign-up": "Sign-up",
  booking: "Booking",
  application: "Application",
  testimonial: "Testimonial",
};

export default function AdminContentPage({ loaderData }: Route.ComponentProps) {
  const { counts, activity } = loaderData;
  return (
    <AdminShell
      title="Content Management"
      description="What the site holds and what happened on it lately."
    >
      <StatCards
        stats={[
          { label: "Products", value: counts.products },
          { label: "Testimonials", value: counts.testimonials },
          { label: "Internship Applications", value: counts.internshipApplications },
          { label: "Consultation Bookings", value: counts.consultationBookings },
        ]}
      />

      <div className="grid gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="activity-title"
          className="rounded-2xl border bg-card p-6 lg:col-span-2"
        >
          <h2 id="activity-title" className="font-display text-xl font-semibold">
            Recent Activity
          </h2>
          {activity.length === 0 ? (
            <p className="mt-4 text-muted-foreground">No activity yet.</p>
          ) : (
            <ol className="mt-4 divide-y">
              {activity.map((item) => (
                <li key={item.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-3">
                  <span className="rounded-full bg-muted px-2 py-0.5 text-xs">
                    {KIND_LABELS[item.kind]}
                  </span>
                  <span className="font-medium">{item.title}</span>
                  <span className="min-w-0 break-all text-sm text-muted-foreground">
                    {item.detail}
                  </span>
                  <time dateTime={item.atIso} className="ml-auto text-xs text-muted-foreground">
                    {item.at}
                  </time>
                </li>
              ))}
            </ol>
          )}
        </section>

        <AdminSection id="quick-actions-title" card title="Quick Actions">
          <ul className="mt-4 space-y-4">
            {QUICK_ACTIONS.map(({ id, label, href, note, icon }) => (
              <li key={id}>
                <Link
                  to={href}
                  aria-describedby={`${id}-note`}
                  className={buttonClass({ variant: "outline", className: "w-full" })}
                >
                  <SpriteIcon name={icon} className="size-4" />
                  {label}
                </Link>
                <p id={`${id}-note`} className="mt-1.5 text-sm text-muted-foreground">
                  {note}
                </p>
              </li>
            ))}
          </ul>
        </AdminSection>
      </div>
    </AdminShell>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Content");
