import { BackLink } from "#app/components/blocks/back-link.tsx";
import { Hero } from "#app/components/blocks/hero.tsx";
import type { Hero as HeroData, Link as LinkData } from "#app/content/schemas/blocks.ts";

/** The top of a page that hangs from a product: the way back on its own line, then the hero. */
export function HeroBelowBackLink(props: { backLink: LinkData; hero: HeroData }) {
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-28">
        <BackLink link={props.backLink} />
      </div>
      <Hero hero={props.hero} />
    </>
  );
}
