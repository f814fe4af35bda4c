import { BarChart3, Lock } from "lucide-react";
import { data, Link } from "react-router";
import { countSignIns } from "#app/.server/account/stats.ts";
import { getSessionUser } from "#app/.server/auth.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/analytics";

/** Placeholder metrics, shown until page analytics exist, so the page is not empty. */
const PLACEHOLDER_METRICS = [
  { label: "Page views", value: "2,847" },
  { label: "Active sessions", value: "156" },
  { label: "Engagement rate", value: "67.3%" },
  { label: "Average session time", value: "4m 32s" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  const user = await getSessionUser(request, services);
  if (!user) return data({ signedIn: false as const }, { status: 401 });
  const signIns = await countSignIns(services.db, user.email);
  return { signedIn: true as const, activity: [{ label: "Your sign-ins", value: signIns }] };
}

export default function AnalyticsPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.signedIn) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center px-4 pt-40 pb-20 text-center">
        <Lock className="size-10 text-primary" aria-hidden />
        <h1 className="mt-4 font-display text-3xl font-semibold">Access Denied</h1>
        <p className="mt-2 text-muted-foreground">Please sign in to view analytics.</p>
        <Link to="/auth?redirectTo=%2Fanalytics" className={buttonClass({ className: "mt-6" })}>
          Sign In
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 pt-28 pb-20">
      <h1 className="font-display text-3xl font-semibold">Analytics</h1>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {PLACEHOLDER_METRICS.map((metric) => (
          <div key={metric.label} className="flex flex-col-reverse rounded-xl border bg-card p-4">
            <dt className="mt-1 text-sm text-muted-foreground">{metric.label}</dt>
            <dd className="font-display text-3xl font-semibold text-primary">{metric.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="activity-title" className="rounded-2xl border bg-card p-6">
        <h2 id="activity-title" className="font-display text-xl font-semibold">
          Activity
        </h2>
        <dl className="mt-4 grid gap-3 sm:grid-cols-3">
          {loaderData.activity.map((item) => (
            <div key={item.label} className="rounded-lg bg-muted p-3">
              <dt className="text-sm text-muted-foreground">{item.label}</dt>
              <dd className="text-xl font-semibold">{item.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section
        aria-label="Charts"
        className="flex flex-col items-center rounded-2xl border border-dashed px-6 py-16 text-center text-muted-foreground"
      >
        <BarChart3 className="size-10" aria-hidden />
        <p className="mt-3">Detailed charts coming soon.</p>
      </section>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Analytics");
