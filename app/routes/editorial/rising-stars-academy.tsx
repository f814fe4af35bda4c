import { contentLoader } from "#app/.server/web/content-loader.ts";
import { CallToAction } from "#app/components/blocks/call-to-action.tsx";
import { FeatureGrid } from "#app/components/blocks/feature-grid.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import { Paragraphs } from "#app/components/blocks/paragraphs.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { StatList } from "#app/components/blocks/stat-list.tsx";
import { Steps } from "#app/components/blocks/steps.tsx";
import { academyContent } from "#app/content/rising-stars-academy.ts";
import type { Link } from "#app/content/schemas/blocks.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import { useSiteConfig } from "#app/lib/use-site-config.ts";
import type { Route } from "./+types/rising-stars-academy";

export const loader = contentLoader(academyContent);

export default function RisingStarsAcademyPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { external, emails } = useSiteConfig();
  // The application form is hosted elsewhere; until it is configured, visitors are sent to a
  // page of this site that can answer them rather than to a dead link.
  const apply: Link = external.academyApply
    ? { label: content.apply.label, href: external.academyApply }
    : content.apply.fallback;
  const [, ...otherHeroActions] = content.hero.actions;
  const { glance, pillars, residency, adaKey, contact, finalCall } = content;
  return (
    <>
      <Hero hero={{ ...content.hero, actions: [apply, ...otherHeroActions] }} />

      <Section intro={glance} className="bg-muted/40">
        <StatList stats={glance.stats} />
      </Section>

      <Section intro={pillars}>
        <FeatureGrid features={pillars.items} />
      </Section>

      <Section intro={residency} className="bg-muted/40">
        <Paragraphs paragraphs={residency.paragraphs} className="mx-auto mt-6 text-center" />
        <Steps steps={residency.steps} />
      </Section>

      <Section intro={adaKey}>
        <FeatureGrid features={adaKey.items} columns={4} />
      </Section>

      <Section intro={contact} className="bg-muted/40">
        <p className="mx-auto mt-6 max-w-2xl text-center text-lg text-muted-foreground">
          {contact.text}{" "}
          <a
            href={`mailto:${emails.academy}`}
            className="font-medium text-primary underline underline-offset-4"
          >
            {emails.academy}
          </a>
        </p>
      </Section>

      <CallToAction
        cta={{
          id: finalCall.id,
          title: finalCall.title,
          body: finalCall.body,
          actions: [apply, finalCall.secondary],
        }}
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { content } = loaderData;
  return pageMeta(matches, {
    ...content.meta,
    path: "/rising-stars-academy",
    jsonLd: {
      "@type": "EducationalOccupationalProgram",
      name: content.hero.title,
      description: content.meta.description,
      timeToComplete: "P19W",
      educationalProgramMode: "blended",
    },
  });
};
