import { CallToAction } from "#app/components/blocks/call-to-action.tsx";
import { ComparisonTable } from "#app/components/blocks/comparison-table.tsx";
import { SectionActions } from "#app/components/blocks/content-link.tsx";
import { FeatureGrid } from "#app/components/blocks/feature-grid.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import { ModeGrid } from "#app/components/blocks/mode-grid.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { StatList } from "#app/components/blocks/stat-list.tsx";
import { TechStack } from "#app/components/blocks/tech-stack.tsx";
import { VoiceLines } from "#app/components/blocks/voice-lines.tsx";
import { syntharaContent as content } from "#app/content/synthara.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/synthara";

export function loader({ context }: Route.LoaderArgs) {
  return { communityChat: context.services.config.external.communityChat ?? null };
}

export default function SyntharaPage({ loaderData }: Route.ComponentProps) {
  const { identity, modes, security, techStack } = content;
  const { communityChat } = loaderData;
  // The chat invite is shown only when its address is configured: no dead links.
  const securityActions = communityChat
    ? [...security.actions, { label: security.communityChatLabel, href: communityChat }]
    : security.actions;
  return (
    <>
      <Hero hero={content.hero} backLink={content.backLink} />
      <Section intro={identity} className="bg-muted/40">
        <FeatureGrid features={identity.items} columns={2} />
      </Section>
      <Section intro={modes}>
        <ModeGrid modes={modes.items} />
      </Section>
      <VoiceLines voice={content.taglines} className="bg-muted/40" />
      <VoiceLines voice={content.roasts} />
      <ComparisonTable table={content.trinity} className="bg-muted/40" />
      <Section intro={security}>
        <StatList stats={security.stats} />
        <FeatureGrid features={security.items} />
        <SectionActions actions={securityActions} />
      </Section>
      <Section intro={techStack} className="bg-muted/40">
        <TechStack groups={techStack.groups} />
      </Section>
      <CallToAction cta={content.closing} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...content.meta, path: content.path });
