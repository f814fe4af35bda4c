import { contentLoader } from "#app/.server/web/content-loader.ts";
import { FeatureGrid } from "#app/components/blocks/feature-grid.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { HeroBelowBackLink } from "#app/components/products/hero-below-back-link.tsx";
import { WaitlistBand } from "#app/components/products/waitlist-band.tsx";
import { cirkytCommunityContent } from "#app/content/cirkyt.ts";
import { loadedPageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/cirkyt-community";

export const loader = contentLoader(cirkytCommunityContent);

export default function CirkytCommunityPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      <HeroBelowBackLink backLink={content.backLink} hero={content.hero} />
      <Section intro={content.features} className="bg-muted/40">
        <FeatureGrid features={content.features.items} />
      </Section>
      <WaitlistBand block={content.join} className="bg-transparent" />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loadedPageMeta(
    matches,
    loaderData && { meta: loaderData.content.meta, path: "/cirkyt/community" },
  );
