import { Paragraphs } from "#app/components/blocks/paragraphs.tsx";
import { textLinkClass } from "#app/components/ui/button-styles.ts";
import type { PageSection } from "#app/content/schemas/content-page.ts";
import { cn } from "#app/lib/cn.ts";
import { CardGrid } from "./card-grid.tsx";
import { ActionLinks, ContentLinks } from "./content-link.tsx";
import { FeatureGrid } from "./feature-grid.tsx";
import { PeopleGrid, TalentGrid } from "./people-grid.tsx";
import { Quote } from "./quote.tsx";
import { Section } from "./section.tsx";
import { SocialLinks } from "./social-links.tsx";
import { StatList } from "./stat-list.tsx";
import { Steps } from "./steps.tsx";

function SectionBody(props: { section: PageSection; centered: boolean }) {
  const { section, centered } = props;
  switch (section.kind) {
    case "features":
      return <FeatureGrid features={section.items} columns={section.columns} />;
    case "cards":
      return <CardGrid cards={section.cards} />;
    case "people":
      return <PeopleGrid people={section.people} />;
    case "talent":
      return <TalentGrid talent={section.talent} />;
    case "stats":
      return <StatList stats={section.stats} />;
    case "steps":
      return <Steps steps={section.steps} />;
    case "prose":
      return (
        <Paragraphs paragraphs={section.paragraphs} className={cn("mt-8", centered && "mx-auto")} />
      );
    case "quote":
      return <Quote quote={section.quote} />;
    case "actions":
      return null;
    case "connect":
      return (
        <div className={cn("mt-8 flex flex-col gap-6", centered && "items-center")}>
          <ContentLinks
            links={section.links}
            className={cn("flex flex-wrap gap-x-6 gap-y-2", centered && "justify-center")}
            linkClassName={textLinkClass}
          />
          <SocialLinks className={cn("flex flex-wrap gap-2", centered && "justify-center")} />
        </div>
      );
  }
}

/** The sections of a content page, in order, on alternating backgrounds. */
export function PageSections(props: { sections: PageSection[]; align?: "start" | "center" }) {
  return props.sections.map((section, index) => (
    <Section
      key={section.id}
      intro={section}
      align={props.align}
      className={cn(index % 2 === 0 && "bg-muted/40")}
    >
      <SectionBody section={section} centered={props.align !== "start"} />
      {section.actions ? (
        <ActionLinks
          actions={section.actions}
          className={cn("mt-10 flex flex-wrap gap-3", props.align !== "start" && "justify-center")}
        />
      ) : null}
    </Section>
  ));
}
