import type { Hero as HeroData, Link as LinkData } from "#app/content/schemas/blocks.ts";
import { BackLink } from "./back-link.tsx";
import { ContentImage } from "./content-image.tsx";
import { ActionLinks } from "./content-link.tsx";
import { Eyebrow } from "./eyebrow.tsx";

/**
 * The first thing on a page: the one h1, a lead, one or two actions and optional art; pages that
 * hang from another page show the way back above it.
 */
export function Hero(props: { hero: HeroData; backLink?: LinkData }) {
  const { hero } = props;
  return (
    <section
      id={hero.id}
      aria-labelledby={`${hero.id}-title`}
      className="relative overflow-hidden px-4 pt-32 pb-20 sm:pt-40"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-[1.1fr_0.9fr]">
        <div>
          {props.backLink ? (
            <p className="mb-8">
              <BackLink link={props.backLink} />
            </p>
          ) : null}
          <Eyebrow>{hero.eyebrow}</Eyebrow>
          <h1
            id={`${hero.id}-title`}
            className="mt-4 font-display text-4xl leading-tight font-semibold text-balance sm:text-6xl"
          >
            {hero.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted-foreground">{hero.lead}</p>
          <ActionLinks actions={hero.actions} className="mt-10 flex flex-wrap gap-3" />
        </div>
        {hero.image ? (
          <ContentImage image={hero.image} className="mx-auto h-auto w-full max-w-md" priority />
        ) : null}
      </div>
    </section>
  );
}
