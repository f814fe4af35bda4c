import { contentLoader } from "#app/.server/web/content-loader.ts";
import { BadgeList } from "#app/components/blocks/badge-list.tsx";
import { CallToAction } from "#app/components/blocks/call-to-action.tsx";
import { FeatureGrid } from "#app/components/blocks/feature-grid.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { StatList } from "#app/components/blocks/stat-list.tsx";
import { VoiceLines } from "#app/components/blocks/voice-lines.tsx";
import { seraphinaContent } from "#app/content/seraphina.ts";
import { loadedPageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/seraphina";

export const loader = contentLoader(seraphinaContent);

/** Seraphina answers at /seraphina and /seraphina-ai; the first is the canonical address. */
export default function SeraphinaPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { capabilities, explore } = content;
  return (
    <>
      <Hero hero={content.hero} backLink={content.backLink} />
      <div className="mx-auto -mt-8 max-w-6xl px-4">
        <BadgeList badges={content.badges} label="Badges" />
        <StatList stats={content.stats} />
      </div>
      <Section intro={capabilities}>
        <FeatureGrid features={capabilities.items} columns={4} />
      </Section>
      <VoiceLines voice={content.voiceLines} className="bg-muted/40" />
      <VoiceLines voice={content.taglines} />
      <Section intro={explore} className="bg-muted/40">
        <FeatureGrid features={explore.items} />
        <p className="mx-auto mt-12 max-w-3xl text-center text-sm text-muted-foreground">
          {content.disclaimer}
        </p>
      </Section>
      <CallToAction cta={content.closing} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loadedPageMeta(matches, loaderData?.content);
