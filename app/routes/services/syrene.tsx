import { contentLoader } from "#app/.server/web/content-loader.ts";
import { AgentGrid } from "#app/components/blocks/agent-grid.tsx";
import { CallToAction } from "#app/components/blocks/call-to-action.tsx";
import { ConversationList } from "#app/components/blocks/conversation-list.tsx";
import { FeatureGrid } from "#app/components/blocks/feature-grid.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { Starfield } from "#app/components/blocks/starfield.tsx";
import { syreneContent } from "#app/content/syrene.ts";
import { loadedPageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/syrene";

/** The seed of Syrene's sky: fixed, so every render draws the same hundred stars. */
const STARFIELD_SEED = 2025;

export const loader = contentLoader(syreneContent);

export default function SyrenePage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { capabilities, audiences, agents, interactions, visuals } = content;
  return (
    <div className="relative isolate">
      <Starfield count={100} seed={STARFIELD_SEED} />
      <Hero hero={content.hero} backLink={content.backLink} />
      <Section intro={capabilities} className="bg-muted/40">
        <FeatureGrid features={capabilities.items} columns={4} />
      </Section>
      <Section intro={audiences}>
        <FeatureGrid features={audiences.items} columns={4} />
      </Section>
      <Section intro={agents} className="bg-muted/40">
        <p className="mx-auto mt-6 max-w-2xl text-center font-medium">{agents.note}</p>
        <AgentGrid agents={agents.items} />
      </Section>
      <Section intro={interactions}>
        <ConversationList items={interactions.items} />
      </Section>
      <Section intro={visuals} className="bg-muted/40">
        <FeatureGrid features={visuals.items} />
      </Section>
      <CallToAction cta={content.closing} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loadedPageMeta(matches, loaderData?.content);
