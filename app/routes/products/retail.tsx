import { contentLoader } from "#app/.server/web/content-loader.ts";
import { FeatureGrid } from "#app/components/blocks/feature-grid.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { WaitlistBand } from "#app/components/products/waitlist-band.tsx";
import { retailContent } from "#app/content/retail.ts";
import { loadedPageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/retail";

export const loader = contentLoader(retailContent);

export default function RetailPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      <Hero hero={content.hero} />
      <p className="-mt-12 px-4 text-center">
        <span className="inline-block rounded-full border border-accent px-3 py-1 text-sm font-semibold text-accent">
          {content.badge}
        </span>
      </p>
      <Section intro={content.features}>
        <FeatureGrid features={content.features.items} />
      </Section>
      <WaitlistBand block={content.waitlist} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loadedPageMeta(matches, loaderData && { meta: loaderData.content.meta, path: "/retail" });
