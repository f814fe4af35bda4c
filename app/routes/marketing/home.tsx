import { contentLoader } from "#app/.server/web/content-loader.ts";
import { CallToAction } from "#app/components/blocks/call-to-action.tsx";
import { ContentImage } from "#app/components/blocks/content-image.tsx";
import {
  ContentLink,
  ParagraphLink,
  SectionActions,
} from "#app/components/blocks/content-link.tsx";
import { FeatureGrid } from "#app/components/blocks/feature-grid.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import { Paragraphs } from "#app/components/blocks/paragraphs.tsx";
import { Quote } from "#app/components/blocks/quote.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { StatList } from "#app/components/blocks/stat-list.tsx";
import { Steps } from "#app/components/blocks/steps.tsx";
import { textLinkClass } from "#app/components/ui/button-styles.ts";
import { homeContent } from "#app/content/home.ts";
import { absoluteUrl, pageMeta, pageTitle } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/home";

export const loader = contentLoader(homeContent);

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { manifesto, adaKey, howItWorks, partnerAccess, constellations } = content;
  return (
    <>
      <Hero hero={content.hero} />

      <Section intro={manifesto} className="bg-muted/40">
        <Paragraphs paragraphs={manifesto.paragraphs} className="mx-auto mt-8 text-center">
          <ParagraphLink link={manifesto.link} />
        </Paragraphs>
      </Section>

      <Section intro={adaKey} align="start">
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_auto]">
          <div>
            <FeatureGrid features={adaKey.benefits} />
            <p className="mt-8">
              <ContentLink link={adaKey.link} className={textLinkClass} />
            </p>
          </div>
          <ContentImage image={adaKey.image} className="mx-auto h-auto w-full max-w-xs" />
        </div>
      </Section>

      <Section intro={howItWorks} className="bg-muted/40">
        <Steps steps={howItWorks.steps} />
      </Section>

      <Section intro={partnerAccess}>
        <StatList stats={partnerAccess.stats} />
        <SectionActions actions={partnerAccess.actions} />
      </Section>

      <Section intro={constellations} className="bg-muted/40">
        <FeatureGrid features={constellations.items} columns={4} />
      </Section>

      <Quote quote={content.founderQuote} />

      <CallToAction cta={content.finalCall} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, {
        ...loaderData.content.meta,
        path: "/",
        jsonLd: {
          "@type": "Organization",
          name: pageTitle(matches),
          url: absoluteUrl(matches, "/"),
          logo: absoluteUrl(matches, "/favicon.svg"),
        },
      })
    : [];
