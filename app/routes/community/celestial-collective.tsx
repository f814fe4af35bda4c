import { contentLoader } from "#app/.server/web/content-loader.ts";
import { Hero } from "#app/components/blocks/hero.tsx";
import { PageSections } from "#app/components/blocks/page-sections.tsx";
import { SideNav } from "#app/components/blocks/side-nav.tsx";
import { TransformBanner } from "#app/components/blocks/transform-banner.tsx";
import { celestialCollectiveContent } from "#app/content/celestial-collective.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/celestial-collective";

export const loader = contentLoader(celestialCollectiveContent);

export default function CelestialCollectivePage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const navItems = content.sections.map((section) => ({
    id: section.id,
    label: section.navLabel ?? section.title,
  }));
  return (
    <>
      <Hero hero={content.hero} />
      <div className="mx-auto max-w-7xl gap-8 px-4 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)]">
        <div className="py-6 lg:py-20">
          <SideNav label={content.sideNavLabel} items={navItems} />
        </div>
        <div>
          <PageSections sections={content.sections} align="start" />
        </div>
      </div>
      {content.transformBanner ? <TransformBanner /> : null}
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches, loaderData.content.meta) : [];
