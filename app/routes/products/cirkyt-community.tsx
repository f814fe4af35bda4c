import { BackLink } from "#app/components/blocks/back-link.tsx";
import { FeatureGrid } from "#app/components/blocks/feature-grid.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { WaitlistBand } from "#app/components/products/waitlist-band.tsx";
import { cirkytCommunityContent as content } from "#app/content/cirkyt.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/cirkyt-community";

export default function CirkytCommunityPage() {
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-28">
        <BackLink link={content.backLink} />
      </div>
      <Hero hero={content.hero} />
      <Section intro={content.features} className="bg-muted/40">
        <FeatureGrid features={content.features.items} />
      </Section>
      <WaitlistBand block={content.join} className="bg-transparent" />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...content.meta, path: "/cirkyt/community" });
