import type { LandingPage as LandingPageData } from "#app/content/schemas/landing.ts";
import { CallToAction } from "./call-to-action.tsx";
import { Hero } from "./hero.tsx";
import { PageSections } from "./page-sections.tsx";

/** A page made of shared blocks in the order its content lists them, bands alternating. */
export function LandingPage(props: { page: LandingPageData }) {
  const { page } = props;
  return (
    <>
      <Hero hero={page.hero} />
      <PageSections sections={page.sections} />
      <CallToAction cta={page.closing} />
    </>
  );
}
