import { data } from "react-router";
import { getSiteSettings } from "#app/.server/settings.ts";
import { CallToAction } from "#app/components/blocks/call-to-action.tsx";
import { FeatureGrid } from "#app/components/blocks/feature-grid.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import { Highlight } from "#app/components/blocks/highlight.tsx";
import { Packages } from "#app/components/blocks/packages.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { Starfield } from "#app/components/blocks/starfield.tsx";
import { StatList } from "#app/components/blocks/stat-list.tsx";
import { NotFoundScreen } from "#app/components/errors/route-error.tsx";
import { findServicePage } from "#app/content/services.ts";
import { serviceJsonLd, siteAddress } from "#app/lib/seo/json-ld.ts";
import { pageMeta, privatePageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/service";

/**
 * The eight service pages share this template. An unknown slug answers with the not-found page and
 * status 404 from here rather than a thrown response, so the page keeps its own title. The loader
 * hands over the one page's content: the browser never downloads the other seven.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = findServicePage(params.slug) ?? null;
  if (!page) return data({ page, jsonLd: null }, { status: 404 });
  const { services } = context;
  // The provider is the site under the name its admins gave it.
  const { siteName } = await getSiteSettings(services.db, services.config);
  const absolute = siteAddress(services.config.publicUrl);
  const provider = { name: siteName, url: absolute("/") };
  return { page, jsonLd: serviceJsonLd(page, provider, absolute(`/services/${page.slug}`)) };
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (!page) return <NotFoundScreen />;
  return (
    <div className="relative isolate">
      <Starfield count={60} seed={11} />
      <Hero hero={page.hero} />
      {page.stats ? (
        <div className="mx-auto -mt-8 max-w-6xl px-4">
          <StatList stats={page.stats} />
        </div>
      ) : null}
      <Section intro={page.solutions} className="bg-muted/40">
        <FeatureGrid features={page.solutions.items} columns={4} />
      </Section>
      {page.highlight ? <Highlight highlight={page.highlight} /> : null}
      <Packages packages={page.packages} className={page.highlight ? "bg-muted/40" : undefined} />
      <CallToAction cta={page.closing} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const page = loaderData?.page;
  if (!page) {
    return privatePageMeta(matches, "Page not found");
  }
  return pageMeta(matches, {
    ...page.meta,
    path: `/services/${page.slug}`,
    jsonLd: loaderData.jsonLd ?? undefined,
  });
};
