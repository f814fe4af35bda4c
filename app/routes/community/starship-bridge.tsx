import { Hero } from "#app/components/blocks/hero.tsx";
import { PageSections } from "#app/components/blocks/page-sections.tsx";
import { TransformBanner } from "#app/components/blocks/transform-banner.tsx";
import type { BridgeView } from "#app/content/schemas/community.ts";
import { starshipBridgeContent } from "#app/content/starship-bridge.ts";
import { cn } from "#app/lib/cn.ts";
import { Link } from "#app/lib/links.tsx";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/starship-bridge";

type ViewId = BridgeView["id"];

/** `?view=leaders` shows the Internal Leaders view; anything else the Enterprise Partners view. */
function readView(value: string | null): ViewId {
  return value === "leaders" ? "leaders" : "enterprise";
}

export function loader({ request }: Route.LoaderArgs) {
  const view = readView(new URL(request.url).searchParams.get("view"));
  // The page's words come as data: the browser downloads them once, not as code too.
  return { content: starshipBridgeContent, view };
}

function viewHref(path: string, id: ViewId): string {
  return id === "enterprise" ? path : `${path}?view=${id}`;
}

export default function StarshipBridgePage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const active = content.views.find((view) => view.id === loaderData.view) ?? content.views[0];
  return (
    <>
      <Hero hero={content.hero} />
      <div className="px-4 pb-12">
        {/* Two links rather than script-driven tabs: each view has its own URL, is rendered on the
            server and can be shared; the current one is marked for assistive technology. */}
        <nav aria-label={content.toggleLabel} className="mx-auto max-w-6xl">
          <ul className="mx-auto flex w-fit rounded-full border bg-card p-1">
            {content.views.map((view) => (
              <li key={view.id}>
                <Link
                  to={viewHref(content.meta.path, view.id)}
                  preventScrollReset
                  aria-current={view.id === active.id ? "page" : undefined}
                  className={cn(
                    "inline-flex h-11 items-center rounded-full px-5 text-sm font-medium",
                    view.id === active.id
                      ? "bg-primary text-primary-foreground"
                      : "text-muted-foreground hover:text-foreground",
                  )}
                >
                  {view.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mx-auto mt-6 max-w-2xl text-center text-muted-foreground">{active.summary}</p>
      </div>
      <div id="bridge-view">
        <PageSections sections={active.sections} />
      </div>
      <TransformBanner />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { content } = loaderData;
  const view = content.views.find((candidate) => candidate.id === loaderData.view);
  return pageMeta(matches, {
    ...content.meta,
    title: view?.id === "leaders" ? `${content.meta.title}: ${view.label}` : content.meta.title,
    path: viewHref(content.meta.path, view?.id ?? "enterprise"),
  });
};
