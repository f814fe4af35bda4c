import { ArticleBody } from "#app/components/blocks/article-body.tsx";
import { Eyebrow } from "#app/components/blocks/eyebrow.tsx";
import { Starfield } from "#app/components/blocks/starfield.tsx";
import type { LegalDocument } from "#app/content/schemas/legal.ts";
import { numericUsDate } from "#app/lib/dates.ts";
import { fillSiteName, useSiteConfig } from "#app/lib/use-site-config.ts";

const STARFIELD_SEED = 50;

/** The one template every legal page uses: title, dates, numbered sections. */
export function LegalPage(props: { document: LegalDocument }) {
  const { document } = props;
  const { siteName, emails } = useSiteConfig();
  return (
    <article className="relative isolate px-4 pt-32 pb-20 sm:pt-40">
      {document.starfield > 0 ? (
        <Starfield count={document.starfield} seed={STARFIELD_SEED} />
      ) : null}
      <header className="mx-auto max-w-3xl py-6">
        <Eyebrow>Legal</Eyebrow>
        <h1 className="mt-3 font-display text-4xl font-semibold sm:text-5xl">{document.title}</h1>
        <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-2 text-muted-foreground">
          <div className="flex gap-2">
            <dt>Effective:</dt>
            <dd>
              <time dateTime={document.effective}>{numericUsDate(document.effective)}</time>
            </dd>
          </div>
          <div className="flex gap-2">
            <dt>Last updated:</dt>
            <dd>
              <time dateTime={document.updated}>{numericUsDate(document.updated)}</time>
            </dd>
          </div>
        </dl>
        <p className="mt-6 text-lg text-muted-foreground">
          {fillSiteName(document.lead, siteName)}
        </p>
      </header>
      <ol className="mx-auto mt-10 max-w-3xl space-y-12">
        {document.sections.map((section, index) => (
          <li key={section.title}>
            <section aria-labelledby={`section-${index + 1}`}>
              <h2 id={`section-${index + 1}`} className="font-display text-2xl font-semibold">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-4 [&_h2]:text-xl">
                <ArticleBody blocks={section.body} siteName={siteName} emails={emails} />
              </div>
            </section>
          </li>
        ))}
      </ol>
    </article>
  );
}
