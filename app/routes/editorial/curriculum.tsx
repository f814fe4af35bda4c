import { contentLoader } from "#app/.server/web/content-loader.ts";
import { CallToAction } from "#app/components/blocks/call-to-action.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import { Section } from "#app/components/blocks/section.tsx";
import { Steps } from "#app/components/blocks/steps.tsx";
import { curriculumContent } from "#app/content/curriculum.ts";
import { loaderPageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/curriculum";

export const loader = contentLoader(curriculumContent);

export default function CurriculumPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { modules, projects, certification } = content;
  return (
    <>
      <Hero hero={content.hero} />

      <Section intro={modules} className="bg-muted/40">
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {modules.items.map((module, index) => (
            <li key={module.id} className="rounded-2xl border bg-card p-6 text-card-foreground">
              <p className="text-sm font-medium text-accent">
                Module {index + 1} · {module.duration} weeks
              </p>
              <h3 className="mt-2 text-lg font-semibold">{module.title}</h3>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-muted-foreground">
                {module.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </Section>

      <Section intro={projects}>
        <Steps steps={projects.items} />
      </Section>

      <Section intro={certification} className="bg-muted/40">
        <ul className="mx-auto mt-10 grid max-w-3xl gap-4 sm:grid-cols-2">
          {certification.items.map((item) => (
            <li key={item} className="rounded-2xl border bg-card p-5 text-card-foreground">
              {item}
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction cta={content.finalCall} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderPageMeta(matches, loaderData, "/curriculum");
