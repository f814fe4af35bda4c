import type {
  LandingPage as LandingPageData,
  LandingSection,
} from "#app/content/schemas/landing.ts";
import { cn } from "#app/lib/cn.ts";
import { CallToAction } from "./call-to-action.tsx";
import { FeatureGrid } from "./feature-grid.tsx";
import { Hero } from "./hero.tsx";
import { Section } from "./section.tsx";
import { StatList } from "./stat-list.tsx";
import { Steps } from "./steps.tsx";

function SectionBody(props: { section: LandingSection }) {
  const { section } = props;
  switch (section.kind) {
    case "features":
      return <FeatureGrid features={section.items} columns={section.columns} />;
    case "stats":
      return <StatList stats={section.stats} />;
    case "steps":
      return <Steps steps={section.steps} />;
  }
}

/** A page made of shared blocks in the order its content lists them, bands alternating. */
export function LandingPage(props: { page: LandingPageData }) {
  const { page } = props;
  return (
    <>
      <Hero hero={page.hero} />
      {page.sections.map((section, index) => (
        <Section key={section.id} intro={section} className={cn(index % 2 === 0 && "bg-muted/40")}>
          <SectionBody section={section} />
        </Section>
      ))}
      <CallToAction cta={page.closing} />
    </>
  );
}
