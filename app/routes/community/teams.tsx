import { contentLoader } from "#app/.server/web/content-loader.ts";
import { BackLink } from "#app/components/blocks/back-link.tsx";
import { SectionActions } from "#app/components/blocks/content-link.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import { BlockIcon } from "#app/components/blocks/icon.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { TransformBanner } from "#app/components/blocks/transform-banner.tsx";
import { teamsContent } from "#app/content/teams.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/teams";

export const loader = contentLoader(teamsContent);

export default function TeamsPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { groups, focus, join } = content;
  return (
    <>
      {/* Sits in the hero's top padding, above the eyebrow. */}
      <div className="relative z-10 mx-auto -mb-20 max-w-6xl px-4 pt-24 sm:-mb-28">
        <BackLink link={content.backLink} />
      </div>
      <Hero hero={content.hero} />

      <Section intro={content.groupsIntro} className="bg-muted/40">
        <p className="mx-auto mt-4 max-w-2xl text-center text-sm text-muted-foreground">
          {content.placeholderNote}
        </p>
        <div className="mt-12 space-y-12">
          {groups.map((group) => (
            <section key={group.id} id={group.id} aria-labelledby={`${group.id}-team`}>
              <h3 id={`${group.id}-team`} className="font-display text-2xl font-semibold">
                {group.name}
              </h3>
              <p className="mt-1 text-muted-foreground">{group.description}</p>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {group.members.map((member) => (
                  <li
                    key={member.id}
                    id={member.id}
                    className="scroll-mt-24 rounded-2xl border bg-card p-5 text-card-foreground target:ring-2 target:ring-primary"
                  >
                    <h4 className="text-lg font-semibold">{member.name}</h4>
                    <p className="text-sm font-medium text-primary">{member.role}</p>
                    <p className="mt-2 text-sm text-muted-foreground">{member.description}</p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>

      <Section intro={focus}>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {focus.areas.map((area) => (
            <li key={area.title} className="rounded-2xl border bg-card p-6 text-card-foreground">
              <span className="inline-flex size-11 items-center justify-center rounded-full bg-muted text-primary">
                <BlockIcon name={area.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{area.title}</h3>
              <p className="mt-2 text-muted-foreground">{area.description}</p>
              <ul
                aria-label={`${area.title} projects`}
                className="mt-4 list-disc space-y-1 pl-5 text-sm"
              >
                {area.projects.map((project) => (
                  <li key={project}>{project}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <Section intro={join} className="bg-muted/40">
        <SectionActions actions={join.actions} />
      </Section>

      <TransformBanner />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches, loaderData.content.meta) : [];
